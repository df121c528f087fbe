import { apiRequest, useApiMutation } from "@web/lib/api";
import type { ApiBody } from "@web/lib/api-types";
import { useAuth } from "@web/lib/session";

/** PATCH /api/users/me with the language and/or time zone; answers the updated user. */
export const updatePreferences = (body: Pick<ApiBody<"/api/users/me", "PATCH">, "locale" | "timeZone">) =>
  apiRequest("PATCH", "/api/users/me", body);

/** Saves the language and time zone; the session user (and so the shown language) follows. */
export function useUpdatePreferences(onError: (err: unknown) => void) {
  const { setUser } = useAuth();
  return useApiMutation({
    mutationFn: updatePreferences,
    onSuccess: (updated) => setUser(updated),
    onError,
  });
}

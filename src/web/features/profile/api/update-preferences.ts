import type { Locale } from "@shared/i18n/locales";
import type { PublicUser } from "@shared/schemas/user";
import { apiRequest, useApiMutation } from "@web/lib/api";
import { useAuth } from "@web/lib/session";

export interface PreferencesInput {
  locale?: Locale | null;
  timeZone?: string | null;
}

/** PATCH /api/users/me with the language and/or time zone; answers the updated user. */
export const updatePreferences = (body: PreferencesInput) => apiRequest<PublicUser>("PATCH", "/api/users/me", body);

/** Saves the language and time zone; the session user (and so the shown language) follows. */
export function useUpdatePreferences(onError: (err: unknown) => void) {
  const { setUser } = useAuth();
  return useApiMutation<PublicUser, PreferencesInput>({
    mutationFn: updatePreferences,
    onSuccess: (updated) => setUser(updated),
    onError,
  });
}

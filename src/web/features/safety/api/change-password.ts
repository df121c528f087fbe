import { apiRequest, useApiMutation } from "@web/lib/api";
import type { ApiBody } from "@web/lib/api-types";

/** POST /api/users/me/password: this session stays signed in, every other one ends. */
export function useChangePassword() {
  return useApiMutation({
    mutationFn: (body: ApiBody<"/api/users/me/password", "POST">) => apiRequest("POST", "/api/users/me/password", body),
  });
}

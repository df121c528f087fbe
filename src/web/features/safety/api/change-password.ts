import type { ChangePasswordInput } from "@shared/schemas/auth";
import { apiRequest, useApiMutation } from "@web/lib/api";

/** POST /api/users/me/password: this session stays signed in, every other one ends. */
export function useChangePassword() {
  return useApiMutation<{ message: string }, ChangePasswordInput>({
    mutationFn: (body) => apiRequest<{ message: string }>("POST", "/api/users/me/password", body),
  });
}

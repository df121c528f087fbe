import { apiRequest, useApiMutation } from "@web/lib/api";
import type { ApiBody } from "@web/lib/api-types";

export function useForgotPassword() {
  return useApiMutation({
    mutationFn: (input: ApiBody<"/api/auth/forgot-password", "POST">) =>
      apiRequest("POST", "/api/auth/forgot-password", input),
  });
}

export function useResetPassword() {
  return useApiMutation({
    mutationFn: (input: ApiBody<"/api/auth/reset-password", "POST">) =>
      apiRequest("POST", "/api/auth/reset-password", input),
  });
}

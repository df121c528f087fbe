import type { ForgotPasswordResponse, ResetPasswordInput } from "@shared/schemas/auth";
import { apiRequest, useApiMutation } from "@web/lib/api";

export function useForgotPassword() {
  return useApiMutation<ForgotPasswordResponse, { email: string }>({
    mutationFn: (input) => apiRequest("POST", "/api/auth/forgot-password", input),
  });
}

export function useResetPassword() {
  return useApiMutation<{ message: string }, ResetPasswordInput>({
    mutationFn: (input) => apiRequest("POST", "/api/auth/reset-password", input),
  });
}

import { useMutation } from "@tanstack/react-query";
import { apiRequest, type ApiError } from "@web/lib/api";
import type { ApiResponse } from "@web/lib/api-types";

/** POST /api/mail/unsubscribe?token=…: the link of a reminder mail turns reminder emails off (no session needed). */
export function useUnsubscribeReminderMails() {
  return useMutation<ApiResponse<"/api/mail/unsubscribe", "POST">, ApiError, string>({
    mutationFn: (token) => apiRequest("POST", `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`),
  });
}

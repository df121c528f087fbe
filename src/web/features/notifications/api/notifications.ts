import { apiRequest, useApiMutation } from "@web/lib/api";
import { useApiQuery } from "@web/lib/api-query";
import type { NotificationPreferences } from "@shared/schemas/notifications";
import type { ApiBody } from "@web/lib/api-types";
import { NOTIFICATIONS_KEY } from "@web/lib/realtime";

/** The bell's latest items and unread count; the live connection invalidates it on each notification. */
export const useNotifications = () => useApiQuery({ queryKey: NOTIFICATIONS_KEY });

/** POST /api/notifications/read with { ids } or { all: true }. */
export function useMarkRead() {
  return useApiMutation({
    mutationFn: (body: ApiBody<"/api/notifications/read", "POST">) =>
      apiRequest("POST", "/api/notifications/read", body),
  });
}

export const preferencesKey = ["/api/notifications/preferences"] as const;
export const usePreferences = () => useApiQuery({ queryKey: preferencesKey });

export function useSavePreferences() {
  return useApiMutation({
    mutationFn: (body: NotificationPreferences) => apiRequest("PUT", "/api/notifications/preferences", body),
  });
}

import { useQuery } from "@tanstack/react-query";
import type { NotificationPage, NotificationPreferences } from "@shared/schemas/notifications";
import { apiRequest, useApiMutation } from "@web/lib/api";
import { NOTIFICATIONS_KEY } from "@web/lib/realtime";

/** The bell's latest items and unread count; the live connection invalidates it on each notification. */
export const useNotifications = () => useQuery<NotificationPage>({ queryKey: NOTIFICATIONS_KEY });

/** POST /api/notifications/read with { ids } or { all: true }. */
export function useMarkRead() {
  return useApiMutation<{ unreadCount: number }, { ids: number[] } | { all: true }>({
    mutationFn: (body) => apiRequest("POST", "/api/notifications/read", body),
  });
}

export const preferencesKey = ["/api/notifications/preferences"] as const;
export const usePreferences = () => useQuery<NotificationPreferences>({ queryKey: preferencesKey });

export function useSavePreferences() {
  return useApiMutation<NotificationPreferences, NotificationPreferences>({
    mutationFn: (body) => apiRequest("PUT", "/api/notifications/preferences", body),
  });
}

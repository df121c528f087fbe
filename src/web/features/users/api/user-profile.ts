import { useApiQuery } from "@web/lib/api-query";

/** GET /api/users/{userId}: another user's profile (no email), with the friend state. */
export const userProfileKey = (id: number) => ["/api/users", id] as const;
export const useUserProfile = (id: number) =>
  useApiQuery({ queryKey: userProfileKey(id), enabled: Number.isInteger(id) && id > 0 });

import { useQuery } from "@tanstack/react-query";
import type { UserProfile } from "@shared/schemas/users";

/** GET /api/users/{userId}: another user's profile (no email), with the friend state. */
export const userProfileKey = (id: number) => ["/api/users", id] as const;
export const useUserProfile = (id: number) =>
  useQuery<UserProfile>({ queryKey: userProfileKey(id), enabled: Number.isInteger(id) && id > 0 });

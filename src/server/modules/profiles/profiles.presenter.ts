import type { FriendStatus, TeamBadge, UserProfile } from "@shared/schemas/users";
import type { UserRow } from "../users/users.service";

/** Any user as another signed-in user sees them: no email, no password hash. */
export function presentUserProfile(
  row: UserRow,
  extra: {
    teams: TeamBadge[];
    postCount: number;
    friendCount: number;
    friendStatus: FriendStatus;
    isBlocked: boolean;
    isMuted: boolean;
  },
): UserProfile {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    location: row.location,
    avatar: row.avatar,
    favoriteTeams: extra.teams.map((t) => t.id),
    teams: extra.teams,
    postCount: extra.postCount,
    friendCount: extra.friendCount,
    friendStatus: extra.friendStatus,
    isBlocked: extra.isBlocked,
    isMuted: extra.isMuted,
  };
}

import type { FriendStatus } from "@shared/schemas/users";
import type { FriendshipRow } from "./friends.repository";

/** Where `viewerId` stands with `otherId`, given the pair's row (if any). */
export function friendStatusOf(viewerId: number, otherId: number, row: FriendshipRow | undefined): FriendStatus {
  if (viewerId === otherId) return "self";
  if (!row || row.status === "declined") return "none";
  if (row.status === "accepted") return "friends";
  return row.requesterId === viewerId ? "request_sent" : "request_received";
}

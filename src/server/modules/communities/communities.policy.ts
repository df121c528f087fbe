import { forbidden } from "../../lib/errors";
import type { CommunityRow, CommunityWithMembership } from "./communities.repository";

/**
 * SPEC §7 bodies carry `userId` / `creatorId`; identity comes from the session only, so an id
 * naming someone else is refused (403) and an absent or equal one is ignored.
 */
export function assertActingAsSelf(bodyUserId: number | undefined, sessionUserId: number) {
  if (bodyUserId !== undefined && bodyUserId !== sessionUserId) throw forbidden("You can only act for yourself");
}

export const isCreator = (community: Pick<CommunityRow, "creatorId">, userId: number) => community.creatorId === userId;

/** Members of a public community are listed to everyone signed in; of a private one, to its members. */
export function assertCanSeeMembers(community: CommunityWithMembership) {
  if (community.isPrivate && community.membership !== "member")
    throw forbidden("Only members can see who is in this private community");
}

/** Only the creator decides join requests of a private community. */
export function assertCanDecideRequests(community: Pick<CommunityRow, "creatorId">, userId: number) {
  if (!isCreator(community, userId)) throw forbidden("Only the creator of the community can answer join requests");
}

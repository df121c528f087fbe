import { forbidden } from "../../lib/errors";
import type { CommunityRow, CommunityWithMembership } from "./communities.repository";

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

import type { DbOrTx } from "../../db/client";
import * as repo from "./departure.repository";

export interface CommunitiesDeparture {
  /** Communities that passed to their longest-standing other member. */
  handedOver: { communityId: number; name: string; to: number }[];
  /** Communities nobody else was a member of: deleted (pending join requests with them). */
  deleted: number;
}

/**
 * A user leaves every community (account deletion), inside the caller's transaction: member
 * counts drop with the memberships, and each community they created passes to the member who
 * joined first, or is deleted when nobody else is a member.
 */
export async function leaveAllCommunities(tx: DbOrTx, userId: number): Promise<CommunitiesDeparture> {
  await repo.removeMembershipsOf(tx, userId);
  const out: CommunitiesDeparture = { handedOver: [], deleted: 0 };
  for (const c of await repo.lockCommunitiesCreatedBy(tx, userId)) {
    const heir = await repo.longestStandingMember(tx, c.id);
    if (heir !== null) {
      await repo.setCreator(tx, c.id, heir);
      out.handedOver.push({ communityId: c.id, name: c.name, to: heir });
    } else {
      await repo.deleteCommunity(tx, c.id);
      out.deleted++;
    }
  }
  return out;
}

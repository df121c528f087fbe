import type { Community, CommunityMember, JoinRequest } from "@shared/schemas/communities";
import type { CommunityWithMembership } from "./communities.repository";

export function presentCommunity(c: CommunityWithMembership): Community {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    sport: c.sport,
    teamId: c.teamId,
    isPrivate: c.isPrivate,
    creatorId: c.creatorId,
    memberCount: c.memberCount,
    createdAt: c.createdAt.toISOString(),
    membership: c.membership,
  };
}

type MembershipRow = {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  since: Date;
};

const person = (r: MembershipRow) => ({
  id: r.id,
  username: r.username,
  firstName: r.firstName,
  lastName: r.lastName,
  avatar: r.avatar,
});

export function presentMember(r: MembershipRow, creatorId: number): CommunityMember {
  return { ...person(r), role: r.id === creatorId ? "creator" : "member", joinedAt: r.since.toISOString() };
}

export function presentJoinRequest(r: MembershipRow): JoinRequest {
  return { ...person(r), requestedAt: r.since.toISOString() };
}

import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Community, CommunityDetail, CommunityListQuery, CreateCommunityBody } from "@shared/schemas/communities";
import { cursorId, type PageQuery } from "@shared/schemas/common";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { badRequest, conflict, notFound } from "../../lib/errors";
import * as repo from "./communities.repository";
import { assertCanDecideRequests, assertCanSeeMembers, isCreator } from "./communities.policy";
import { presentCommunity, presentJoinRequest, presentMember } from "./communities.presenter";
import { assertActingAsSelf } from "../../lib/acting-as-self";
import { readCursor, toPage } from "../../lib/cursor-page";

const idCursor = z.strictObject({ id: cursorId });

/** What a community write needs: the database, and the domain events it publishes once it committed. */
export type CommunitiesWriter = Pick<FastifyInstance, "db" | "domainEvents">;

export async function listCommunities(db: Db, viewerId: number, q: CommunityListQuery) {
  const before = readCursor(q.cursor, idCursor);
  const rows = await repo.listCommunities(db, {
    viewerId,
    search: q.search || undefined,
    sport: q.sport || undefined,
    beforeId: before?.id,
    limit: q.limit + 1,
  });
  return toPage(rows, q.limit, presentCommunity, (r) => ({ id: r.id }));
}

export async function listUserCommunities(db: Db, viewerId: number, userId: number, q: PageQuery) {
  const before = readCursor(q.cursor, idCursor);
  const rows = await repo.listUserCommunities(db, { userId, viewerId, beforeId: before?.id, limit: q.limit + 1 });
  return toPage(rows, q.limit, presentCommunity, (r) => ({ id: r.id }));
}

/** Search hits among the communities the viewer may find (see repo.searchCommunities). */
export async function searchCommunities(db: Db, viewerId: number, query: string, limit: number): Promise<Community[]> {
  return (await repo.searchCommunities(db, viewerId, query, limit)).map(presentCommunity);
}

async function mustFind(db: Db, id: number, viewerId: number) {
  const c = await repo.findCommunity(db, id, viewerId);
  if (!c) throw notFound("Community not found");
  return c;
}

/** For other modules: the community with the viewer's membership, or undefined when it does not exist. */
export const findCommunity = (db: Db, id: number, viewerId: number) => repo.findCommunity(db, id, viewerId);

export async function getCommunity(db: Db, viewerId: number, id: number): Promise<CommunityDetail> {
  const c = await mustFind(db, id, viewerId);
  const creator = await repo.findPerson(db, c.creatorId);
  if (!creator) throw notFound("Community not found");
  const pendingRequestCount = isCreator(c, viewerId) ? await repo.countPendingRequests(db, id) : 0;
  return { ...presentCommunity(c), creator, pendingRequestCount };
}

/** The creator is the first member: the row and member_count 1 are written together. */
export async function createCommunity(app: CommunitiesWriter, userId: number, body: CreateCommunityBody) {
  assertActingAsSelf(userId, body.creatorId);
  const db = app.db;
  if (body.teamId != null && !(await repo.teamExists(db, body.teamId))) throw badRequest("Unknown team");
  try {
    const row = await db.transaction(async (tx) => {
      const c = await repo.insertCommunity(tx, {
        name: body.name,
        description: body.description,
        sport: body.sport,
        teamId: body.teamId ?? null,
        isPrivate: body.isPrivate,
        creatorId: userId,
        memberCount: 1,
      });
      await repo.addMembership(tx, c.id, userId, "member");
      return c;
    });
    await app.domainEvents.publish("community.created", { communityId: row.id, creatorId: userId });
    return presentCommunity({ ...row, membership: "member" });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("A community with this name already exists");
    throw err;
  }
}

/**
 * Joining is idempotent: the membership row is inserted "on conflict do nothing" and the counter
 * moves only when this call inserted it. A private community records a pending request instead.
 */
export async function joinCommunity(app: CommunitiesWriter, userId: number, id: number, bodyUserId?: number) {
  assertActingAsSelf(userId, bodyUserId);
  const outcome = await app.db.transaction(async (tx) => {
    const c = await repo.lockCommunity(tx, id);
    if (!c) throw notFound("Community not found");
    if (c.isPrivate) return (await repo.addMembership(tx, id, userId, "pending")) ? "requested" : null;
    if (!(await repo.addMembership(tx, id, userId, "member"))) return null;
    await repo.bumpMemberCount(tx, id, 1);
    return "joined";
  });
  const community = presentCommunity(await mustFind(app.db, id, userId));
  if (outcome === "joined") await app.domainEvents.publish("community.joined", { communityId: id, userId });
  if (outcome === "requested")
    await app.domainEvents.publish("community.joinRequested", {
      communityId: id,
      communityName: community.name,
      creatorId: community.creatorId,
      requesterId: userId,
    });
  return community;
}

/** Leaving (or withdrawing a request) is idempotent too; the creator stays. */
export async function leaveCommunity(app: CommunitiesWriter, userId: number, id: number, bodyUserId?: number) {
  assertActingAsSelf(userId, bodyUserId);
  const was = await app.db.transaction(async (tx) => {
    const c = await repo.lockCommunity(tx, id);
    if (!c) throw notFound("Community not found");
    if (isCreator(c, userId)) throw conflict("The creator cannot leave their own community");
    const was = await repo.removeMembership(tx, id, userId);
    if (was === "member") await repo.bumpMemberCount(tx, id, -1);
    return was;
  });
  if (was) await app.domainEvents.publish("community.left", { communityId: id, userId });
  return presentCommunity(await mustFind(app.db, id, userId));
}

export async function listMembers(db: Db, viewerId: number, id: number, q: PageQuery) {
  const c = await mustFind(db, id, viewerId);
  assertCanSeeMembers(c);
  const after = readCursor(q.cursor, idCursor);
  const rows = await repo.listMembershipRows(db, {
    communityId: id,
    status: "member",
    afterId: after?.id,
    limit: q.limit + 1,
  });
  return toPage(
    rows,
    q.limit,
    (r) => presentMember(r, c.creatorId),
    (r) => ({ id: r.rowId }),
  );
}

export async function listJoinRequests(db: Db, viewerId: number, id: number, q: PageQuery) {
  const c = await mustFind(db, id, viewerId);
  assertCanDecideRequests(c, viewerId);
  const after = readCursor(q.cursor, idCursor);
  const rows = await repo.listMembershipRows(db, {
    communityId: id,
    status: "pending",
    afterId: after?.id,
    limit: q.limit + 1,
  });
  return toPage(rows, q.limit, presentJoinRequest, (r) => ({ id: r.rowId }));
}

export async function decideJoinRequest(
  app: CommunitiesWriter,
  viewerId: number,
  id: number,
  requesterId: number,
  approve: boolean,
) {
  const decided = await app.db.transaction(async (tx) => {
    const c = await repo.lockCommunity(tx, id);
    if (!c) throw notFound("Community not found");
    assertCanDecideRequests(c, viewerId);
    const done = approve
      ? await repo.approveRequest(tx, id, requesterId)
      : await repo.declineRequest(tx, id, requesterId);
    if (done && approve) await repo.bumpMemberCount(tx, id, 1);
    if (done) return true;
    // Approving twice is harmless; anything else without a pending request is not found.
    const current = await repo.membershipOf(tx, id, requesterId);
    if (approve && current === "member") return false;
    if (current === "member") throw conflict("This user is already a member");
    throw notFound("No pending request from this user");
  });
  const community = presentCommunity(await mustFind(app.db, id, viewerId));
  if (decided)
    await app.domainEvents.publish("community.joinDecided", {
      communityId: id,
      communityName: community.name,
      creatorId: community.creatorId,
      requesterId,
      approved: approve,
    });
  return community;
}

/**
 * A team's communities as the viewer may find them (private ones for their members only, as
 * search lists them), the largest first, at most `limit` (a team's page).
 */
export async function teamCommunities(db: Db, viewerId: number, teamId: number, limit: number): Promise<Community[]> {
  return (await repo.teamCommunities(db, viewerId, teamId, limit)).map(presentCommunity);
}

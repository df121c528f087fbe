import type { FastifyInstance } from "fastify";
import type { Locale } from "@shared/i18n/locales";
import type { PublicUser } from "@shared/schemas/user";
import { EMAIL_CHANGE_PASSWORD_MISSING } from "@shared/schemas/auth";
import { emailChanges, type UpdateProfileInput } from "@shared/schemas/users";
import { FAVORITE_TEAMS_MAX } from "@shared/limits";
import type { Database, Db, DbOrTx } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { burnVerifyTime, verifyPassword } from "../../lib/password";
import { TtlCache } from "../../lib/ttl-cache";
import type { Bus } from "../../realtime/bus";
import { queueEmailChangeNotice, queueVerification } from "../mail/email-links.service";
import { userStats } from "./user-stats.repository";
import { assertCanEditProfile } from "./users.policy";
import { presentUser } from "./users.presenter";
import * as repo from "./users.repository";
import type { NewUser, UserRow } from "./users.repository";

export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists";
export const USER_NOT_FOUND_MESSAGE = "User not found";

export const USERNAME_TAKEN_MESSAGE = "This username is already taken";

/** For other modules: whether an account with this id exists. */
export async function userExists(db: DbOrTx, userId: number): Promise<boolean> {
  return (await repo.findUserById(db, userId)) !== undefined;
}

/** A user's row and favourite teams' badges, for the profile page (the profiles module presents them without email or hash). */
export const findUserRow = (db: DbOrTx, userId: number) => repo.findUserById(db, userId);
export const favoriteTeamBadges = (db: DbOrTx, userId: number) => repo.favoriteTeamBadges(db, userId);
export type { UserRow };

/** The account row with its password hash, for the auth module only; never sent to a client. */
export const findAccountByEmail = (db: DbOrTx, email: string) => repo.findUserByEmail(db, email);

/** Whether `password` is the account's current one (re-authentication, account deletion). */
export async function isCurrentPassword(db: DbOrTx, userId: number, password: string): Promise<boolean> {
  const row = await repo.findUserById(db, userId);
  if (!row) {
    await burnVerifyTime(password);
    return false;
  }
  return verifyPassword(row.passwordHash, password);
}

export const isEmailTaken = async (db: DbOrTx, email: string) => (await repo.findUserByEmail(db, email)) !== undefined;

export const isUsernameTaken = async (db: DbOrTx, username: string) =>
  (await repo.findUserByUsername(db, username)) !== undefined;

/** Inserts an account (a new one has no favourite teams yet) and answers its own shape. */
export async function createAccount(db: DbOrTx, values: NewUser): Promise<PublicUser> {
  return presentUser(await repo.insertUser(db, values), []);
}

/** The signed-in user's own shape (with email and favourite teams). */
export async function presentAccount(db: DbOrTx, row: UserRow): Promise<PublicUser> {
  return presentUser(row, await repo.favoriteTeamIds(db, row.id));
}

export async function findAccount(db: DbOrTx, userId: number): Promise<PublicUser | null> {
  const row = await repo.findUserById(db, userId);
  return row ? presentAccount(db, row) : null;
}

/**
 * The signed-in account is asked for on every page load (`/api/auth/me`) and changes rarely, so
 * each instance keeps it for a short while. A change (`updateProfile`, and any later write to
 * what `presentUser` shows) drops it on every instance through the bus; the lifetime only bounds
 * a lost bus message.
 */
const ACCOUNT_CACHE_TTL_MS = 30_000;
const ACCOUNT_CACHE_MAX_ENTRIES = 50_000;
/** Bus topic: `{ userId }`, an account whose own shape changed. */
export const ACCOUNT_CHANGED_TOPIC = "users.account-changed";

// One cache per app, found through its bus (the same object in every encapsulated context).
const accountCaches = new WeakMap<Bus, TtlCache<number, PublicUser>>();
function accountCacheOf(app: FastifyInstance): TtlCache<number, PublicUser> {
  let cache = accountCaches.get(app.bus);
  if (!cache) {
    const created = new TtlCache<number, PublicUser>({
      ttlMs: ACCOUNT_CACHE_TTL_MS,
      maxEntries: ACCOUNT_CACHE_MAX_ENTRIES,
    });
    app.bus.subscribe(ACCOUNT_CHANGED_TOPIC, (p) => {
      const { userId } = p as { userId: number };
      created.invalidate((id) => id === userId);
    });
    accountCaches.set(app.bus, (cache = created));
  }
  return cache;
}

/** `findAccount` for the signed-in user, from this instance's account cache when it can be. */
export async function currentAccount(app: FastifyInstance, userId: number): Promise<PublicUser | null> {
  const cache = accountCacheOf(app);
  const cached = cache.get(userId);
  if (cached) return cached;
  const generation = cache.generation();
  const account = await findAccount(app.db, userId);
  // Frozen: one object answers many requests.
  if (account)
    cache.set(
      userId,
      Object.freeze({ ...account, favoriteTeams: Object.freeze(account.favoriteTeams) }) as PublicUser,
      generation,
    );
  return account;
}

/**
 * Call after every committed change to an account's own shape: drops it from every instance's
 * account cache, and publishes `account.changed` (the read caches that show names, pictures and
 * favourite teams drop too).
 */
export async function accountChanged(app: FastifyInstance, userId: number): Promise<void> {
  accountCacheOf(app).invalidate((id) => id === userId);
  await app.bus.publish(ACCOUNT_CHANGED_TOPIC, { userId });
  await app.domainEvents.publish("account.changed", { userId });
}

export const setPasswordHash = (tx: DbOrTx, userId: number, passwordHash: string) =>
  repo.updatePasswordHash(tx, userId, passwordHash);

export async function getStats(database: Database, userId: number) {
  if (!(await repo.findUserById(database.db, userId))) throw notFound(USER_NOT_FOUND_MESSAGE);
  return userStats(database, userId);
}

/** Checks the current password again (the auth module's re-authentication, throttled). */
export type ConfirmPassword = (password: string) => Promise<void>;

/**
 * Changes only what was sent; answers the signed-in user's own shape (with email). A new email
 * needs the current password (`confirmPassword`), checked before anything else is looked at:
 * nothing is stored, and nobody learns whether the address is taken, without it. A new email
 * does not take effect here: it waits as `pendingEmail` for its verification link, and the old
 * address is told (`locale`: the mails' language when the account chose none).
 */
export async function updateProfile(
  app: FastifyInstance,
  actorId: number,
  userId: number,
  input: UpdateProfileInput,
  confirmPassword: ConfirmPassword,
  locale: Locale,
) {
  assertCanEditProfile(actorId, userId, input.id);
  const saved = await repo.findUserById(app.db, userId);
  if (!saved) throw notFound(USER_NOT_FOUND_MESSAGE);
  const newEmail =
    input.email !== undefined && emailChanges(saved.email, input.email) ? input.email.toLowerCase() : null;
  if (newEmail) {
    if (!input.currentPassword)
      throw badRequest(EMAIL_CHANGE_PASSWORD_MISSING, [
        { path: "currentPassword", message: EMAIL_CHANGE_PASSWORD_MISSING },
      ]);
    await confirmPassword(input.currentPassword);
  }
  const updated = await writeProfile(app, saved, input, newEmail, locale);
  if (newEmail) app.mail.poke();
  await accountChanged(app, userId);
  return updated;
}

async function writeProfile(
  app: FastifyInstance,
  saved: UserRow,
  input: UpdateProfileInput,
  newEmail: string | null,
  locale: Locale,
) {
  const db = app.db;
  const userId = saved.id;
  if (newEmail) {
    const holder = await repo.findUserByEmail(db, newEmail);
    if (holder && holder.id !== userId) throw conflict(EMAIL_TAKEN_MESSAGE);
  }
  if (input.favoriteTeams?.length) {
    const known = await repo.existingTeamIds(db, input.favoriteTeams);
    const unknown = input.favoriteTeams.filter((id) => !known.has(id));
    if (unknown.length)
      throw badRequest(`Unknown team: ${unknown.join(", ")}`, [{ path: "favoriteTeams", message: "Unknown team" }]);
  }
  return db.transaction(async (tx) => {
    const fields = {
      ...(input.firstName !== undefined && { firstName: input.firstName }),
      ...(input.lastName !== undefined && { lastName: input.lastName }),
      ...(input.location !== undefined && { location: input.location }),
      ...(input.locale !== undefined && { locale: input.locale }),
      ...(input.timeZone !== undefined && { timeZone: input.timeZone }),
    };
    let row = await repo.updateUserFields(tx, userId, fields);
    if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
    if (newEmail) {
      await repo.setPendingEmail(tx, userId, newEmail);
      const recipient = { id: userId, firstName: row.firstName, locale: row.locale ?? locale };
      await queueVerification(app, tx, recipient, newEmail, "verify_new_email");
      await queueEmailChangeNotice(app, tx, recipient, saved.email, newEmail);
      row = { ...row, pendingEmail: newEmail };
    }
    if (input.favoriteTeams) await repo.replaceFavoriteTeams(tx, userId, input.favoriteTeams);
    return presentUser(row, await repo.favoriteTeamIds(tx, userId));
  });
}

/** A reset link sent to the account's address was used: the address is proved. */
export const markEmailProved = (tx: DbOrTx, userId: number) => repo.markEmailProved(tx, userId);

/**
 * Applies a verification link's address to the account (see repo.applyVerifiedEmail). Undefined
 * when the account no longer has or wants that address; 409 when another account took it since.
 */
export async function applyVerifiedEmail(tx: DbOrTx, userId: number, address: string) {
  try {
    return await repo.applyVerifiedEmail(tx, userId, address);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw err;
  }
}

/** The languages users chose (null: never chose), e.g. for notifications built for them. */
export const localesOf = (db: DbOrTx, userIds: number[]) => repo.localesOf(db, userIds);

/** A user's favourite team ids (the spoiler shield is chosen among them). */
export const favoriteTeamsOf = (db: Db, userId: number) => repo.favoriteTeamIds(db, userId);

/** Fans of any of `teamIds`, by id after `afterUserId` (game alerts page through them). */
export const fansOfTeams = (db: Db, teamIds: number[], afterUserId: number, limit: number) =>
  repo.fansOfTeams(db, teamIds, afterUserId, limit);

/** The account row with its password hash, for the auth and account modules only. */
export const findAccountById = (db: DbOrTx, userId: number) => repo.findUserById(db, userId);

/** Account deletion: locks the row first, in the deletion's transaction. */
export const lockAccount = (tx: DbOrTx, userId: number) => repo.lockUser(tx, userId);

/** Account deletion: the row goes last; its email and username are free again at once. */
export const deleteAccountRow = (tx: DbOrTx, userId: number) => repo.deleteUser(tx, userId);

export const FAVORITE_TEAMS_FULL_MESSAGE = `You can pick at most ${FAVORITE_TEAMS_MAX} favorite teams`;

/**
 * Follows a team (adds it to the favourites, after the others). The user's row is locked so two
 * follows at once cannot pass the limit together. Following a followed team changes nothing.
 */
export async function followTeam(app: FastifyInstance, userId: number, teamId: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    if (!(await repo.lockUser(tx, userId))) throw notFound(USER_NOT_FOUND_MESSAGE);
    const current = await repo.favoriteTeamIds(tx, userId);
    if (current.includes(teamId)) return;
    if (current.length >= FAVORITE_TEAMS_MAX) throw conflict(FAVORITE_TEAMS_FULL_MESSAGE);
    await repo.addFavoriteTeam(tx, userId, teamId);
  });
  await accountChanged(app, userId);
}

/** Unfollows a team; unfollowing a team not followed changes nothing. */
export async function unfollowTeam(app: FastifyInstance, userId: number, teamId: number): Promise<void> {
  await repo.removeFavoriteTeam(app.db, userId, teamId);
  await accountChanged(app, userId);
}

/** How many fans follow the team. */
export const teamFollowerCount = (db: DbOrTx, teamId: number) => repo.teamFollowerCount(db, teamId);

import { DEFAULT_NOTIFICATION_PREFERENCES } from "@shared/schemas/notifications";
import { EXPORT_SECTION_MAX } from "@shared/schemas/account";
import type { DbOrTx } from "../../db/client";
import { unauthenticated } from "../../lib/errors";
import { deviceFromUserAgent } from "../../lib/session";
import { mediaKeysOf, mediaUrl } from "../media/media.service";
import { findAccountById } from "../users/users.service";
import { SECTIONS, readSection, readSingles, type SectionName } from "./account-export.repository";

/** Format of the file; raised when a field changes meaning. */
export const EXPORT_VERSION = 1;

/** "fanzone-export-2026-11-23.json" (the UTC date of `now`). */
export const exportFileName = (now: Date) => `fanzone-export-${now.toISOString().slice(0, 10)}.json`;

/**
 * Everything FanZone holds about the user, as one JSON document: the profile, then one list per
 * feature (each at most EXPORT_SECTION_MAX rows, newest first; a cut list is named in
 * `truncated`), and absolute links to their images. Sessions show device and times, never a
 * token or its hash; the password hash never leaves the server.
 */
export async function exportAccount(db: DbOrTx, userId: number, origin: string, now: Date) {
  const account = await findAccountById(db, userId);
  if (!account) throw unauthenticated();
  const link = (key: string) => `${origin}${mediaUrl(key)}`;
  const truncated: string[] = [];
  const sections = {} as Record<SectionName, Record<string, unknown>[]>;
  for (const name of Object.keys(SECTIONS) as SectionName[]) {
    const rows = await readSection(db, SECTIONS[name], userId, EXPORT_SECTION_MAX + 1);
    if (rows.length > EXPORT_SECTION_MAX) truncated.push(name);
    sections[name] = rows.slice(0, EXPORT_SECTION_MAX);
  }
  const singles = await readSingles(db, userId);
  const imageKeys = await mediaKeysOf(db, userId, EXPORT_SECTION_MAX + 1);
  if (imageKeys.length > EXPORT_SECTION_MAX) truncated.push("images");
  const { sessions, posts, ...rest } = sections;
  return {
    format: "fanzone-export",
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    sectionLimit: EXPORT_SECTION_MAX,
    truncated,
    profile: {
      id: account.id,
      username: account.username,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      location: account.location,
      avatar: account.avatar ? (account.avatar.startsWith("/") ? origin + account.avatar : account.avatar) : null,
      createdAt: account.createdAt,
      updatedAt: account.updatedAt,
    },
    ...rest,
    posts: posts.map(({ mediaKey, ...p }) => ({ ...p, image: mediaKey ? link(String(mediaKey)) : null })),
    notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...(singles.notificationPreferences ?? {}) },
    spoilerShield: { teamIds: singles.spoilerShieldTeamIds },
    alertSettings: singles.alertSettings,
    sessions: sessions.map(({ userAgent, ...s }) => ({
      device: deviceFromUserAgent((userAgent as string | null) ?? null),
      ...s,
    })),
    images: imageKeys.slice(0, EXPORT_SECTION_MAX).map(link),
  };
}

import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { media } from "../../db/schema/social";

export type MediaRow = Omit<typeof media.$inferSelect, "bytes">;

export async function insertMedia(db: DbOrTx, values: Omit<typeof media.$inferInsert, "bytes">) {
  await db.insert(media).values(values);
}

export async function findMedia(db: DbOrTx, key: string): Promise<MediaRow | undefined> {
  const [row] = await db
    .select({
      key: media.key,
      contentType: media.contentType,
      byteSize: media.byteSize,
      width: media.width,
      height: media.height,
      ownerId: media.ownerId,
      createdAt: media.createdAt,
    })
    .from(media)
    .where(eq(media.key, key))
    .limit(1);
  return row;
}

export async function deleteMedia(db: DbOrTx, key: string) {
  await db.delete(media).where(eq(media.key, key));
}

/** Deletes every media row the user uploaded; answers their keys (the bytes go after the commit). */
export async function deleteMediaOf(db: DbOrTx, ownerId: number): Promise<string[]> {
  const rows = await db.delete(media).where(eq(media.ownerId, ownerId)).returning({ key: media.key });
  return rows.map((r) => r.key);
}

export async function mediaKeysOf(db: DbOrTx, ownerId: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: media.key })
    .from(media)
    .where(eq(media.ownerId, ownerId))
    .orderBy(desc(media.createdAt), desc(media.key))
    .limit(limit);
  return rows.map((r) => r.key);
}

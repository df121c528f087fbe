import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { media } from "../../db/schema/social";
import type { MediaStorage } from "./media-storage";

/**
 * Default storage: bytes in the `media` row next to their metadata. Works the same on the
 * embedded database and on PostgreSQL, and every app instance behind a load balancer sees
 * every image (images are re-encoded to a few hundred KB, so the table stays reasonable).
 */
export function databaseMediaStorage(db: DbOrTx): MediaStorage {
  return {
    kind: "database",
    async put(key, bytes) {
      const rows = await db.update(media).set({ bytes }).where(eq(media.key, key)).returning({ key: media.key });
      if (rows.length === 0) throw new Error(`media row ${key} does not exist`);
    },
    async get(key) {
      const [row] = await db.select({ bytes: media.bytes }).from(media).where(eq(media.key, key)).limit(1);
      return row?.bytes ?? null;
    },
    async delete(key) {
      await db.update(media).set({ bytes: null }).where(eq(media.key, key));
    },
  };
}

import { randomUUID } from "node:crypto";
import type { Db, DbOrTx } from "../../db/client";
import { notFound } from "../../lib/errors";
import { MEDIA_KEY_PATTERN, type MediaStorage } from "../../providers/media";
import { processImage } from "./image-processing";
import { mediaUrl } from "@shared/media";

export { IMAGE_TOO_LARGE_MESSAGE } from "./image-processing";
import * as repo from "./media.repository";

export { mediaUrl } from "@shared/media";

/** Re-encodes and stores an upload; answers its key and public URL. */
export async function storeImage(db: Db, storage: MediaStorage, input: Buffer, ownerId: number) {
  const image = await processImage(input);
  const key = `${randomUUID()}.${image.extension}`;
  await repo.insertMedia(db, {
    key,
    contentType: image.contentType,
    byteSize: image.bytes.length,
    width: image.width,
    height: image.height,
    ownerId,
  });
  try {
    await storage.put(key, image.bytes);
  } catch (err) {
    await repo.deleteMedia(db, key).catch(() => undefined);
    throw err;
  }
  return { key, url: mediaUrl(key) };
}

export async function loadImage(db: Db, storage: MediaStorage, key: string) {
  if (!MEDIA_KEY_PATTERN.test(key)) throw notFound("Image not found");
  const row = await repo.findMedia(db, key);
  const bytes = row ? await storage.get(key) : null;
  if (!row || !bytes) throw notFound("Image not found");
  return { contentType: row.contentType, bytes };
}

/** Whether the app stores an image under `key` (a post may link only to such an image). */
export const isStoredImage = async (db: DbOrTx, key: string) => (await repo.findMedia(db, key)) !== undefined;

/** Removes an image that is no longer referenced (its post was deleted). */
export async function discardImage(db: Db, storage: MediaStorage, key: string) {
  await storage.delete(key);
  await repo.deleteMedia(db, key);
}

/** Account deletion, inside its transaction: the user's media rows go; answers the keys. */
export const forgetMediaOf = (tx: DbOrTx, ownerId: number) => repo.deleteMediaOf(tx, ownerId);

/** The newest `limit` images the user uploaded (the data export links them). */
export const mediaKeysOf = (db: DbOrTx, ownerId: number, limit: number) => repo.mediaKeysOf(db, ownerId, limit);

/**
 * After the deletion committed: the bytes of those keys go from the storage (disk or bucket;
 * with database storage they went with the rows). Answers the keys that could not be deleted,
 * which the caller logs: the rows are gone, so nothing links to them any more.
 */
export async function deleteStoredObjects(storage: MediaStorage, keys: string[]): Promise<string[]> {
  const failed: string[] = [];
  for (const key of keys) await storage.delete(key).catch(() => failed.push(key));
  return failed;
}

import type { FastifyInstance } from "fastify";
import { databaseMediaStorage } from "./database-media-storage";
import { diskMediaStorage } from "./disk-media-storage";
import type { MediaStorage } from "./media-storage";
import { s3MediaStorage } from "./s3-media-storage";

export type { MediaStorage } from "./media-storage";
export { MEDIA_KEY_PATTERN } from "./media-storage";
export { databaseMediaStorage } from "./database-media-storage";
export { diskMediaStorage } from "./disk-media-storage";
export { s3MediaStorage } from "./s3-media-storage";

const byApp = new WeakMap<FastifyInstance, MediaStorage>();

/**
 * The app's media storage, one per app instance, chosen by MEDIA_STORAGE. The database is the
 * default because it is shared by every instance (the disk is not, once DATABASE_URL scales the
 * app out); `s3` keeps the bytes in an S3-compatible bucket, for deployments with many instances.
 */
export function mediaStorageOf(app: FastifyInstance): MediaStorage {
  let storage = byApp.get(app);
  if (!storage) {
    const { mediaStorage, s3 } = app.config;
    if (mediaStorage === "s3" && s3) storage = s3MediaStorage(s3);
    else if (mediaStorage === "disk") storage = diskMediaStorage(app.config.dataDir);
    else storage = databaseMediaStorage(app.db);
    byApp.set(app, storage);
  }
  return storage;
}

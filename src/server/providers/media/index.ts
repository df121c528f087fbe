import type { FastifyInstance } from "fastify";
import { databaseMediaStorage } from "./database-media-storage";
import { diskMediaStorage } from "./disk-media-storage";
import type { MediaStorage } from "./media-storage";

export type { MediaStorage } from "./media-storage";
export { MEDIA_KEY_PATTERN } from "./media-storage";
export { databaseMediaStorage } from "./database-media-storage";
export { diskMediaStorage } from "./disk-media-storage";

const byApp = new WeakMap<FastifyInstance, MediaStorage>();

/**
 * The app's media storage, one per app instance, chosen by MEDIA_STORAGE. The database is the
 * default because it is shared by every instance (the disk is not, once DATABASE_URL scales the
 * app out); an object-storage implementation would be one more case here.
 */
export function mediaStorageOf(app: FastifyInstance): MediaStorage {
  let storage = byApp.get(app);
  if (!storage) {
    storage = app.config.mediaStorage === "disk" ? diskMediaStorage(app.config.dataDir) : databaseMediaStorage(app.db);
    byApp.set(app, storage);
  }
  return storage;
}

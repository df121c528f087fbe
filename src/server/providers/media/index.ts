import type { FastifyInstance } from "fastify";
import { databaseMediaStorage } from "./database-media-storage";
import type { MediaStorage } from "./media-storage";

export type { MediaStorage } from "./media-storage";
export { MEDIA_KEY_PATTERN } from "./media-storage";
export { databaseMediaStorage } from "./database-media-storage";
export { diskMediaStorage } from "./disk-media-storage";

const byApp = new WeakMap<FastifyInstance, MediaStorage>();

/**
 * The app's media storage, one per app instance. The database is the default because it is
 * shared by every instance (the disk is not, once DATABASE_URL scales the app out);
 * `diskMediaStorage(dataDir)` or an object-storage implementation can be swapped in here.
 */
export function mediaStorageOf(app: FastifyInstance): MediaStorage {
  let storage = byApp.get(app);
  if (!storage) {
    storage = databaseMediaStorage(app.db);
    byApp.set(app, storage);
  }
  return storage;
}

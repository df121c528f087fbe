import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { MEDIA_KEY_PATTERN, type MediaStorage } from "./media-storage";

/** Bytes as files under `<dataDir>/media/`, written atomically (temp file + rename). */
export function diskMediaStorage(dataDir: string): MediaStorage {
  const root = path.join(dataDir, "media");
  const fileOf = (key: string) => {
    if (!MEDIA_KEY_PATTERN.test(key)) throw new Error(`invalid media key ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    kind: "disk",
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomUUID()}.tmp`;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

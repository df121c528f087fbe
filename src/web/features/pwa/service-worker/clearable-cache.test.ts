import { describe, expect, it } from "vitest";
import { API_CACHE_NAME as CACHE } from "../offline-api";
import { createClearableCache } from "./clearable-cache";

/** Cache storage that records what is deleted (Node has none). */
function fakeStorage() {
  const deleted: string[] = [];
  return { deleted, delete: async (name: string) => (deleted.push(name), true) };
}

async function startRead(cache: ReturnType<typeof createClearableCache>) {
  const state = {};
  await cache.plugin.handlerWillStart({ state });
  return {
    /** Workbox asks before it writes... */
    finish: (response: Response) => cache.plugin.cacheWillUpdate({ response, state }),
    /** ...and tells once it has written (the answer passed the question before a clear). */
    written: () => cache.plugin.cacheDidUpdate({ cacheName: CACHE, state }),
  };
}

describe("createClearableCache", () => {
  it("saves an answer whose read started after the last clear", async () => {
    const storage = fakeStorage();
    const cache = createClearableCache(storage);
    cache.startNewGeneration();
    const read = await startRead(cache);
    const response = new Response("{}");
    expect(await read.finish(response)).toBe(response);
    await read.written();
    expect(storage.deleted).toEqual([]);
  });

  it("drops an answer whose read was on its way when the cache was cleared", async () => {
    const cache = createClearableCache(fakeStorage());
    const read = await startRead(cache);
    cache.startNewGeneration();
    expect(await read.finish(new Response("{}"))).toBeNull();
    // The next read is saved again.
    const next = await startRead(cache);
    const response = new Response("[]");
    expect(await next.finish(response)).toBe(response);
  });

  it("deletes the cache again when a clear came between the question and the write", async () => {
    const storage = fakeStorage();
    const cache = createClearableCache(storage);
    const read = await startRead(cache);
    const response = new Response("{}");
    expect(await read.finish(response)).toBe(response);
    cache.startNewGeneration(); // sign-out: the cache is deleted while Workbox opens it to write
    await read.written();
    expect(storage.deleted).toEqual([CACHE]);
  });
});

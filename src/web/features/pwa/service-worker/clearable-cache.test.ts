import { describe, expect, it } from "vitest";
import { createClearableCache } from "./clearable-cache";

async function startRead(cache: ReturnType<typeof createClearableCache>) {
  const state = {};
  await cache.plugin.handlerWillStart({ state });
  return (response: Response) => cache.plugin.cacheWillUpdate({ response, state });
}

describe("createClearableCache", () => {
  it("saves an answer whose read started after the last clear", async () => {
    const cache = createClearableCache();
    cache.startNewGeneration();
    const finish = await startRead(cache);
    const response = new Response("{}");
    expect(await finish(response)).toBe(response);
  });

  it("drops an answer whose read was on its way when the cache was cleared", async () => {
    const cache = createClearableCache();
    const finish = await startRead(cache);
    cache.startNewGeneration();
    expect(await finish(new Response("{}"))).toBeNull();
    // The next read is saved again.
    const next = await startRead(cache);
    const response = new Response("[]");
    expect(await next(response)).toBe(response);
  });
});

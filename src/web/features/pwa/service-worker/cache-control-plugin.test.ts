import { describe, expect, it } from "vitest";
import { deleteUnstorable, honourNoStore, mayStore } from "./cache-control-plugin";

// Review finding 7: the worker kept /api/users/* answers for a week, the data export (no-store)
// included. It now honours no-store, and keeps private answers for the user's offline view.
const answer = (cacheControl?: string) =>
  new Response("{}", { headers: cacheControl === undefined ? {} : { "cache-control": cacheControl } });

describe("honourNoStore", () => {
  it.each(["no-store", "private, no-store", "No-Store", "no-cache, no-store, must-revalidate", " private ,no-store "])(
    "does not save an answer with Cache-Control: %s",
    async (cacheControl) => {
      expect(mayStore(answer(cacheControl))).toBe(false);
      expect(await honourNoStore.cacheWillUpdate({ response: answer(cacheControl) })).toBeNull();
    },
  );

  it.each([undefined, "private, no-cache", "private, max-age=60", "public, max-age=300", "no-cache"])(
    "saves an answer with Cache-Control: %s",
    async (cacheControl) => {
      const response = answer(cacheControl);
      expect(mayStore(response)).toBe(true);
      expect(await honourNoStore.cacheWillUpdate({ response })).toBe(response);
    },
  );
});

describe("deleteUnstorable", () => {
  it("deletes what an earlier worker saved against no-store, and keeps the rest", async () => {
    const saved = new Map<string, Response>([
      ["/api/users/me/export", answer("private, no-store")],
      ["/api/events/7/calendar.ics", answer("private, no-store")],
      ["/api/users/7", answer("private, no-cache")],
      ["/api/teams", answer()],
    ]);
    const cache = {
      keys: async () => [...saved.keys()].map((url) => new Request(`https://fans.example${url}`)),
      match: async (request: RequestInfo | URL) => saved.get(new URL((request as Request).url).pathname),
      delete: async (request: RequestInfo | URL) => saved.delete(new URL((request as Request).url).pathname),
    } as unknown as Pick<Cache, "keys" | "match" | "delete">;
    expect(await deleteUnstorable(cache)).toBe(2);
    expect([...saved.keys()]).toEqual(["/api/users/7", "/api/teams"]);
  });
});

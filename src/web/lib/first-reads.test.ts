// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIRST_READS_ELEMENT_ID, FIRST_READS_MAX_AGE_MS } from "@shared/first-reads";

// The module keeps what it read from the page: a fresh copy per test.
const load = async () => {
  vi.resetModules();
  return { ...(await import("./first-reads")), api: await import("./api") };
};

function writePage(text: string) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = FIRST_READS_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

const ME = { user: { id: 7, firstName: "Ana" } };
const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ from: "server" }), { status: 200 }));

beforeEach(() => {
  vi.stubGlobal("fetch", fetchSpy);
  fetchSpy.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("the page's first reads", () => {
  it("answer each read once, without a fetch, then leave it to the server", async () => {
    writePage(
      JSON.stringify({ "/api/auth/me": ME, "/api/communities/user/7?limit=3": { items: [], nextCursor: null } }),
    );
    const { api } = await load();
    await expect(api.apiRequest("GET", "/api/auth/me")).resolves.toEqual(ME);
    // The element is read once and gone from the page.
    expect(document.getElementById(FIRST_READS_ELEMENT_ID)).toBeNull();
    const queryFn = api.getQueryFn({ on401: "throw" });
    const read = (queryKey: unknown[]) =>
      queryFn({ queryKey, signal: new AbortController().signal, meta: undefined } as never);
    await expect(read(["/api/communities/user/7?limit=3"])).resolves.toEqual({ items: [], nextCursor: null });
    expect(fetchSpy).not.toHaveBeenCalled();

    await expect(api.apiRequest("GET", "/api/auth/me")).resolves.toEqual({ from: "server" });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("answer no write, and no read they do not hold", async () => {
    writePage(JSON.stringify({ "/api/users/me": { id: 7 } }));
    const { api } = await load();
    await api.apiRequest("PATCH", "/api/users/me", { timeZone: "Europe/Madrid" });
    await api.apiRequest("GET", "/api/notifications");
    expect(fetchSpy.mock.calls.map((c) => (c as unknown[])[0])).toEqual(["/api/users/me", "/api/notifications"]);
  });

  it("are forgotten when the session changes", async () => {
    writePage(JSON.stringify({ "/api/auth/me": ME }));
    const { api, dropFirstReads } = await load();
    dropFirstReads();
    await expect(api.apiRequest("GET", "/api/auth/me")).resolves.toEqual({ from: "server" });
  });

  it("are not taken once the page is older than a load", async () => {
    writePage(JSON.stringify({ "/api/auth/me": ME }));
    const { takeFirstRead } = await load();
    vi.spyOn(performance, "now").mockReturnValue(FIRST_READS_MAX_AGE_MS + 1);
    expect(takeFirstRead("/api/auth/me")).toBeUndefined();
  });

  it("are none on a page without them, or with a cut-short element", async () => {
    expect((await load()).takeFirstRead("/api/auth/me")).toBeUndefined();
    writePage('{"/api/auth/me": {"user"');
    expect((await load()).takeFirstRead("/api/auth/me")).toBeUndefined();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryObserver, dehydrate, type QueryKey } from "@tanstack/react-query";
import { FIRST_SCREEN_STATE_ID } from "@shared/first-screen/renderer";
import { FIRST_SCREEN_MAX_AGE_MS } from "./first-screen";
import { createQueryClient } from "./query-client";

// The page's first screen (docs/decisions/1420): its dehydrated reads hydrate the app's query
// cache, and a screen's query takes its answer instead of fetching, once, while it is fresh.
const load = async () => {
  vi.resetModules();
  return import("./first-screen");
};

const NOTIFICATIONS = ["/api/notifications"] as const;
const NEWS = ["/api/live/news"] as const;

/** The page's element holding `text`, as the server writes it. */
function writePage(text: string) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = FIRST_SCREEN_STATE_ID;
  element.textContent = text;
  document.body.append(element);
  return element;
}

/** A page answering `data` under each key, dehydrated as the server's renderer does. */
function pageWith(entries: [QueryKey, unknown][]) {
  const server = new QueryClient();
  for (const [key, data] of entries) server.setQueryData(key, data);
  return writePage(JSON.stringify(dehydrate(server)));
}

const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ from: "server" }), { status: 200 }));

/** A screen's query mounted on `client` (as useQuery does); resolves with its data once settled. */
async function mount(client: QueryClient, queryKey: QueryKey) {
  const observer = new QueryObserver(client, { queryKey });
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe("idle"));
  return { data: observer.getCurrentResult().data, unsubscribe };
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchSpy);
  fetchSpy.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("the page's first screen", () => {
  it("answers each screen's read without a fetch, then leaves it to the server", async () => {
    const element = pageWith([[NOTIFICATIONS, { items: [] }]]);
    const client = createQueryClient();
    (await load()).hydrateFirstScreen(client, element);
    // The element is read once and gone from the page.
    expect(document.getElementById(FIRST_SCREEN_STATE_ID)).toBeNull();
    const first = await mount(client, NOTIFICATIONS);
    expect(first.data).toEqual({ items: [] });
    expect(fetchSpy).not.toHaveBeenCalled();
    // The screen leaves; a later visit reads again.
    first.unsubscribe();
    const later = await mount(client, NOTIFICATIONS);
    expect(later.data).toEqual({ from: "server" });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    later.unsubscribe();
  });

  it("answers no read it does not hold", async () => {
    const element = pageWith([[NOTIFICATIONS, { items: [] }]]);
    const client = createQueryClient();
    (await load()).hydrateFirstScreen(client, element);
    expect((await mount(client, NEWS)).data).toEqual({ from: "server" });
    expect(fetchSpy.mock.calls.map((c) => (c as unknown[])[0])).toEqual(["/api/live/news"]);
  });

  it("is forgotten when the session changes", async () => {
    const element = pageWith([[NOTIFICATIONS, { items: [] }]]);
    const client = createQueryClient();
    (await load()).hydrateFirstScreen(client, element);
    // What signing in, up or out does (lib/session).
    client.clear();
    expect((await mount(client, NOTIFICATIONS)).data).toEqual({ from: "server" });
  });

  it("is not taken once the page is older than a load", async () => {
    const element = pageWith([[NOTIFICATIONS, { items: [] }]]);
    const client = createQueryClient();
    (await load()).hydrateFirstScreen(client, element);
    vi.spyOn(performance, "now").mockReturnValue(FIRST_SCREEN_MAX_AGE_MS + 1);
    expect((await mount(client, NOTIFICATIONS)).data).toEqual({ from: "server" });
  });

  it("is nothing from a cut-short element", async () => {
    const client = createQueryClient();
    (await load()).hydrateFirstScreen(client, writePage('{"queries": [{"queryKey"'));
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect((await mount(client, NOTIFICATIONS)).data).toEqual({ from: "server" });
  });
});

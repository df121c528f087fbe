// The first screen's reads as the server answered them in the page (docs/decisions/1420), hydrated
// into the app's query cache before the first render. Loaded only by such a page (start-app.tsx).
import { useLayoutEffect } from "react";
import { hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";

/** How long after the page's start its answers stand in for a fetch: later, a screen reads its own. */
export const FIRST_SCREEN_MAX_AGE_MS = 30_000;

/**
 * Hydrates the cache once React has taken the page over: a prerendered page is drawn as while the
 * session is checked, and answers present in that first render would not match its HTML. A layout
 * effect, so it runs before the session's read (an effect) looks for its answer.
 */
export function FirstScreenState({ client, element }: { client: QueryClient; element: HTMLElement }) {
  useLayoutEffect(() => {
    if (element.isConnected) hydrateFirstScreen(client, element);
  }, [client, element]);
  return null;
}

export function hydrateFirstScreen(client: QueryClient, element: HTMLElement) {
  element.remove();
  const cache = client.getQueryCache();
  try {
    // Kept while fresh, for the screens that mount once their chunk and the session are in.
    const state = JSON.parse(element.textContent ?? "") as DehydratedState;
    hydrate(client, state, { defaultOptions: { queries: { gcTime: FIRST_SCREEN_MAX_AGE_MS } } });
  } catch {
    return; // A page cut short in transit: the app reads everything itself.
  }
  // A screen's query takes the page's answer instead of fetching as it mounts: once, while fresh.
  const fromPage = new Set(cache.getAll().map((query) => query.queryHash));
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      refetchOnMount: (query) => !fromPage.has(query.queryHash) || performance.now() > FIRST_SCREEN_MAX_AGE_MS,
    },
  });
  // When the screen leaves, the answer goes as any unused read does (gcTime 0): a later visit reads again.
  cache.subscribe(({ type, query }) => {
    if (type === "observerRemoved" && query.getObserversCount() === 0 && fromPage.delete(query.queryHash))
      cache.remove(query);
  });
}

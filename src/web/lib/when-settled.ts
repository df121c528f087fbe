import type { QueryClient } from "@tanstack/react-query";
import { whenLoadedAndIdle } from "./after-first-paint";

/**
 * Runs `fn` once, when the first screen has settled: the page has loaded, none of `client`'s reads
 * is in flight and the browser has an idle moment. For background work as heavy as the service
 * worker's install, which would otherwise compete with the screen's own reads and renders (a
 * signed-in page's data arrives after the load). Reads that start from other reads (the session,
 * then the page's) are waited for too: the check runs again after each idle moment. Returns the
 * cancel.
 */
export function whenSettled(client: QueryClient, fn: () => void): () => void {
  let cancel = () => {};
  const check = () => {
    if (client.isFetching() === 0) return fn();
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      cancel = whenLoadedAndIdle(check);
    });
    cancel = unsubscribe;
  };
  cancel = whenLoadedAndIdle(check);
  return () => cancel();
}

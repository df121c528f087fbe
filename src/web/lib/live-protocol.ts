import { nextTask } from "./next-task";

type Protocol = typeof import("@shared/realtime/messages");

/**
 * Loads a module after the modules it is built from, one part per task, and keeps it. For the
 * live protocol below; a failed load is forgotten, so the next call tries again.
 */
export function stagedLoader<T>(parts: readonly (() => Promise<unknown>)[], last: () => Promise<T>) {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= (async () => {
      for (const part of parts) {
        await part();
        await nextTask();
      }
      return last();
    })().catch((err: unknown) => {
      loading = null;
      throw err;
    }));
}

/**
 * The live connection's message schemas, and the validation library with them. They load with
 * the connection rather than with the first screen, so a signed-in page's first load is smaller
 * and has less to evaluate. Evaluated a part per task, each after those it is built from: the
 * library with the common rules, then the schemas of communities, events, games and
 * notifications, then the protocol's own. Built all at once, they made one task of 28-43 ms on a
 * 2-core desktop, several times that on a phone (total blocking time, docs/decisions/0610).
 */
export const loadProtocol: () => Promise<Protocol> = stagedLoader(
  [
    () => import("@shared/schemas/common"),
    () => import("@shared/schemas/communities"),
    () => import("@shared/schemas/events"),
    () => import("@shared/schemas/live"),
    () => import("@shared/schemas/games"),
    () => import("@shared/schemas/notifications"),
  ],
  () => import("@shared/realtime/messages"),
);

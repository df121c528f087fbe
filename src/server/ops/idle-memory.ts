import { performance, type EventLoopUtilization } from "node:perf_hooks";
import type { FastifyBaseLogger } from "fastify";
import { trimNativeHeap } from "./native-heap-trim";
import { shrinkV8Heap } from "./v8-heap-shrink";

/** How often memory is handed back: idle memory follows load down within this. */
const INTERVAL_MS = 30_000;
/** The first release, once start-up work (migrations check, first live poll, JIT) has settled. */
const FIRST_DELAY_MS = 2_000;
/** Below this share of busy event loop since the last check the server counts as idle. */
const IDLE_UTILISATION = 0.05;

/**
 * Gives memory back once start-up has settled, then every INTERVAL_MS: native memory that malloc
 * holds free always (a few ms), V8's heap (a full collection that shrinks the young generation)
 * only when the event loop was idle since the last check, so a busy server pays nothing. The
 * timers never keep the process alive. Figures: bench/results/idle-memory.md.
 */
export function startIdleMemoryRelease(log: FastifyBaseLogger): void {
  let since: EventLoopUtilization = performance.eventLoopUtilization();
  const release = (force: boolean) => {
    const now = performance.eventLoopUtilization();
    const idle = performance.eventLoopUtilization(now, since).utilization < IDLE_UTILISATION;
    since = now;
    if (force || idle) {
      const t0 = performance.now();
      shrinkV8Heap();
      log.debug({ ms: Math.round(performance.now() - t0) }, "idle: V8 heap shrunk");
    }
    trimNativeHeap();
  };
  setTimeout(() => {
    release(true);
    setInterval(() => release(false), INTERVAL_MS).unref();
  }, FIRST_DELAY_MS).unref();
}

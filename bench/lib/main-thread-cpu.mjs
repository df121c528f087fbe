/**
 * The CPU time the page's main thread spent in its tasks during a Lighthouse load, from the load's
 * trace: the sum of the top-level tasks' thread time (`tdur`), where Lighthouse's main-thread work
 * sums their wall time. On a machine whose other processes take the cores (Chromium's compositor
 * drawing Lighthouse's screenshots in software, the server, Lighthouse itself), a task's wall time
 * counts the time its thread waited for a core; the thread time does not, so it is the steadier
 * figure for comparing two builds on a busy host. Milliseconds; NaN without a trace.
 */
export function mainThreadCpu(trace) {
  const events = trace?.traceEvents;
  if (!events) return Number.NaN;
  const mains = new Set(
    events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`),
  );
  // The page's renderer is the one that worked most (others are blank or extension pages).
  const byThread = new Map();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.name !== "RunTask" || !mains.has(thread)) continue;
    byThread.set(thread, (byThread.get(thread) ?? 0) + (e.tdur ?? 0));
  }
  return Math.max(0, ...byThread.values()) / 1000;
}

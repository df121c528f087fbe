import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** V8's `gc` with the options of its gc extension (type, execution, flavor). */
type GcExtension = (options?: { type?: "major" | "minor"; execution?: "sync" | "async"; flavor?: string }) => void;
let gcExtension: GcExtension | undefined;

/**
 * A memory-reducing full collection, the one V8 runs on a low-memory notification ("last resort"):
 * besides the old generation it shrinks the young one back to its minimum.
 *
 * Why: on Node 24 and 26 V8 grows the young generation's semi-spaces to 32 MB each while the server
 * starts (loading 1,700 modules, the first live poll) and keeps them at an idle heap: 48-63 MB of
 * an idle embedded server's RSS for 1-5 MB of live objects. Node offers no memory-pressure call,
 * so the collection goes through V8's `gc` extension, exposed for this process alone (the flag
 * only makes the function available; nothing else changes). Tens of milliseconds, run only when
 * the server is idle (ops/idle-memory.ts); traffic grows the young generation back as it needs.
 */
export function shrinkV8Heap(): void {
  if (!gcExtension) {
    setFlagsFromString("--expose-gc");
    gcExtension = runInNewContext("gc") as GcExtension;
  }
  gcExtension({ type: "major", execution: "sync", flavor: "last-resort" });
}

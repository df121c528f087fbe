import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { trimNativeHeap } from "./native-heap-trim";

const glibc = Boolean(
  (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime,
);
const MB = 1024 * 1024;
const rss = () => process.memoryUsage().rss;

describe("trimNativeHeap", () => {
  it.runIf(glibc)("hands back native memory freed between allocations that live on", () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    // 160 MB in 20 kB blocks (under malloc's mmap threshold, so they come from its heaps), each
    // followed by a small block that stays: freeing the large ones leaves holes free() cannot return.
    const kept: Buffer[] = [];
    const dropped: Buffer[] = [];
    for (let i = 0; i < 8_000; i++) {
      dropped.push(Buffer.allocUnsafeSlow(20_000).fill(1));
      kept.push(Buffer.allocUnsafeSlow(64).fill(1));
    }
    dropped.length = 0;
    gc();
    gc();
    const before = rss();
    expect(trimNativeHeap()).toBe(true);
    const released = before - rss();
    expect(kept).toHaveLength(8_000); // the small blocks were alive throughout
    expect(released).toBeGreaterThan(80 * MB);
  });

  it.skipIf(glibc)("reports that nothing can be trimmed without glibc", () => {
    expect(trimNativeHeap()).toBe(false);
  });
});

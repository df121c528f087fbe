import { createRequire } from "node:module";

type MallocTrim = (pad: number) => number;
let mallocTrim: MallocTrim | null | undefined;

/** glibc's malloc_trim, or null where the C library is not glibc (musl, macOS, Windows). */
function loadMallocTrim(): MallocTrim | null {
  if (mallocTrim !== undefined) return mallocTrim;
  mallocTrim = null;
  if (process.platform !== "linux") return mallocTrim;
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  if (!report.header?.glibcVersionRuntime) return mallocTrim;
  try {
    // koffi calls into the C library from a prebuilt binary (no compiler at install): loaded only here.
    const koffi = createRequire(import.meta.url)("koffi") as typeof import("koffi");
    mallocTrim = koffi.load("libc.so.6").func("int malloc_trim(size_t pad)") as MallocTrim;
  } catch {
    mallocTrim = null;
  }
  return mallocTrim;
}

/**
 * Hands memory that malloc holds free back to the system; false where that cannot be done.
 *
 * Why: V8 compiles in zone memory taken from malloc in 8-32 kB segments (50-70 MB at the peak of a
 * start), and frees it between allocations that live on, so glibc can shrink its heap only above
 * the last live chunk: 22-59 MB of freed memory stayed resident on an idle server, the largest
 * share of the embedded server's idle RSS after the binary itself. malloc_trim(0) releases every
 * whole free page inside the heaps too. MALLOC_MMAP_THRESHOLD_=16384 freed as much, but made each
 * 64 kB socket read an mmap/munmap pair and cost up to a fifth of bench:http's throughput
 * (docs/decisions/0621-embedded-memory.md). Cheap (a few ms); scheduled by ops/idle-memory.ts.
 */
export function trimNativeHeap(): boolean {
  const trim = loadMallocTrim();
  if (!trim) return false;
  trim(0);
  return true;
}

// How the production server process is started, shared by `npm start` (scripts/start.mjs) and
// bench:startup, so the memory the bench prints is what users get. The Dockerfile runs node
// directly and repeats SERVER_ENV (deploy-artefacts.test.ts keeps the two in step).

/**
 * glibc malloc: at most 2 arenas (one per thread by default, up to 8 per core, each keeping what
 * it freed) and free memory at the top of the heap handed back from 128 kB on. Together they took
 * 30-40 MB off an idle embedded server (bench/results/startup.md) with no throughput cost that
 * bench:http could see. Ignored by other allocators (musl, macOS).
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_TRIM_THRESHOLD_: "131072" };

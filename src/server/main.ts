import { buildApp } from "./app";
import { loadConfig } from "./config/config";
import { startIdleMemoryRelease } from "./ops/idle-memory";
import { drainAndClose } from "./ops/shutdown";
import { PREPARE_ONLY_ARG, prepareDataDir, prepareNewDataDirInChild } from "./startup/first-start";

// Entry point: listen, and on SIGTERM/SIGINT drain (readiness 503 first), then close gracefully.
const config = loadConfig();
if (process.argv.includes(PREPARE_ONLY_ARG)) {
  await prepareDataDir(config);
  process.exit(0);
}
const t0 = Date.now();
await prepareNewDataDirInChild(config);
const app = await buildApp({ config });
await app.listen({ port: config.port, host: config.host });
app.log.info({ startupMs: Date.now() - t0, port: config.port, demoMode: config.demoMode }, "FanZone is ready");
startIdleMemoryRelease(app.log);

let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // SIGTERM comes from an orchestrator that must first route traffic away; Ctrl-C (SIGINT) does not wait.
    const delayMs = signal === "SIGTERM" ? config.drainDelayMs : 0;
    const force = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, delayMs + 15_000);
    force.unref();
    drainAndClose(app, delayMs).then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, "error while shutting down");
        process.exit(1);
      },
    );
  });
}

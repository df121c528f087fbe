import { buildApp } from "./app";
import { loadConfig } from "./config/config";

// Entry point: listen, and close gracefully (stop accepting, finish in-flight, close the db).
const config = loadConfig();
const t0 = Date.now();
const app = await buildApp({ config });
await app.listen({ port: config.port, host: config.host });
app.log.info({ startupMs: Date.now() - t0, port: config.port, demoMode: config.demoMode }, "FanZone is ready");

let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, 15_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, "error while shutting down");
        process.exit(1);
      },
    );
  });
}

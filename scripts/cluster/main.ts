// `npm run cluster -- --instances 3`: the whole topology on this machine (see topology.ts),
// built first when there is no production build. Prints the URL; Ctrl-C stops everything.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { Cluster, defaultPorts, missingPackages } from "./topology";

const { values } = parseArgs({
  options: {
    instances: { type: "string", default: "3" },
    "keep-logs": { type: "boolean", default: false },
  },
});
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 19) {
  console.error("--instances must be a whole number from 1 to 19");
  process.exit(2);
}
const missing = missingPackages();
if (missing.length) {
  console.error(`Missing Debian packages. Install them with:\n  apt-get install -y ${missing.join(" ")}`);
  process.exit(1);
}
if (!fs.existsSync("dist/server/main.js") || !fs.existsSync("dist/web/index.html")) {
  console.log("No production build found: building (one time)...");
  const res = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const cluster = new Cluster({
  instances,
  ports: defaultPorts(instances),
  // Demo accounts on the sign-in page: this is a local playground of the production topology.
  appEnv: { DEMO_MODE: "true" },
  log: (line) => console.log(`  ${line}`),
});

// Ctrl-C and `timeout` signal the whole process group: HAProxy, Redis and the instances get the
// signal too, PostgreSQL and PgBouncer (detached) do not. One stop, whichever comes first; it never
// settles (it exits), so a start that gave up because of it prints nothing more.
let stopping: Promise<never> | null = null;
function stop(code: number) {
  stopping ??= (async () => {
    console.log("\nStopping everything the cluster started...");
    await cluster.stop();
    if (values["keep-logs"]) console.log(`Logs kept in ${cluster.dir}`);
    else cluster.clean();
    console.log("Stopped.");
    return process.exit(code);
  })();
  return stopping;
}
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
process.on("SIGHUP", () => void stop(0));

try {
  console.log(`Starting FanZone with ${instances} instance(s)...`);
  await cluster.start();
} catch (err) {
  if (!stopping) {
    console.error(`Cluster failed to start: ${(err as Error).message}\n(logs in ${cluster.dir})`);
    values["keep-logs"] = true;
  }
  await stop(1);
}
console.log(`
FanZone is running at ${cluster.url}
  instances: ${cluster.apps.map((a) => `http://127.0.0.1:${a.port}`).join(", ")} (each has /metrics, /api/health/ready)
  database:  ${cluster.databaseUrl} (PgBouncer) -> ${cluster.directDatabaseUrl}
  redis:     ${cluster.redisUrl}
  mail:      ${cluster.mailUrl} (every mail the instances send is kept there; none leaves the machine)
  logs:      ${cluster.dir}
Press Ctrl-C to stop everything.`);

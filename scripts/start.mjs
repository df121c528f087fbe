// `npm start`: serve the production build, building it first when there is none.
// First: on an unsupported Node.js version, one sentence and exit 1 (imports run in order).
import "./check-node.mjs";
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import { SERVER_ENV } from "./server-process.mjs";

const built = fs.existsSync("dist/web/index.html") && fs.existsSync("dist/server/main.js");
if (!built) {
  console.log("No production build found: building (one time)...");
  const res = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
// No --enable-source-maps: it keeps every loaded module's source map in memory (about 25 MB of
// an idle embedded server); the server bundle is not minified, so its stack traces still read.
const child = spawn(process.execPath, ["dist/server/main.js"], {
  stdio: "inherit",
  // The caller's environment wins: an operator may tune malloc differently.
  env: { NODE_ENV: "production", ...SERVER_ENV, ...process.env },
});
// Forward stop signals so the server shuts down gracefully.
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

// `npm run dev`: the API server with reload (tsx watch) plus Vite with hot module reload.
// First: on an unsupported Node.js version, one sentence and exit 1 (imports run in order).
import "./check-node.mjs";
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "3000";
const procs = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    env: { NODE_ENV: "development", ...process.env, PORT: port },
  }),
  spawn("npx", ["vite"], { stdio: "inherit", env: { ...process.env, PORT: port } }),
];
console.log(
  `API on http://localhost:${port}, app with hot reload on http://localhost:${process.env.VITE_PORT ?? 5173}`,
);
const stop = (sig) => procs.forEach((p) => p.kill(sig));
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const p of procs)
  p.on("exit", (code) => {
    stop("SIGTERM");
    process.exit(code ?? 0);
  });

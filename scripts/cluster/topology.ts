// The multi-instance topology on one machine, from Debian packages and the project itself:
// PostgreSQL (its own cluster in a temporary directory) behind PgBouncer, Redis, an S3-compatible
// server for media, N app instances and HAProxy in front. Used by `npm run cluster` and by the
// fault tests. Everything it starts, it stops: also when a signal reaches the whole process group
// first (Ctrl-C, `timeout`), which kills HAProxy, Redis and the instances before `stop()` runs,
// but not PostgreSQL or PgBouncer (both detach into their own session, and may belong to another
// user), so `stop()` must never wait for an exit that already happened.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { startMailCatcher, type MailCatcher } from "../../src/server/test/mail-catcher";
import { haproxyConfig, pgbouncerConfig, type Ports } from "./configs";

export interface ClusterOptions {
  instances: number;
  ports: Ports;
  /** Extra environment for every app instance. */
  appEnv?: Record<string, string>;
  /** HAProxy's global maxconn (4000 unless set: the WebSocket bench opens 30,000 sockets). */
  haproxyMaxconn?: number;
  /** Print progress lines. */
  log?: (line: string) => void;
}

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const DATABASE = "fanzone";
const BUCKET = "fanzone-media";
const S3_KEY = "S3RVER"; // the local S3 server's fixed credentials

export const defaultPorts = (instances: number): Ports => ({
  haproxy: 5240,
  apps: Array.from({ length: instances }, (_, i) => 5221 + i),
  pgbouncer: 6440,
  postgres: 5441,
  redis: 6394,
  s3: 5250,
  smtp: 5255,
  mailView: 5256,
});

/** Binaries the topology needs, and the Debian packages that provide them. */
export function missingPackages(): string[] {
  const need: [string, string][] = [
    ["haproxy", "haproxy"],
    ["pgbouncer", "pgbouncer"],
    ["redis-server", "redis-server"],
  ];
  const missing = need.filter(([bin]) => spawnSync("sh", ["-c", `command -v ${bin}`]).status !== 0).map(([, p]) => p);
  if (!fs.existsSync(path.join(PG_BIN, "initdb"))) missing.push("postgresql-15");
  return missing;
}

const isRoot = () => process.getuid?.() === 0;
/** PostgreSQL and PgBouncer refuse to run as root: as root they run as the postgres user. */
const asPostgres = (cmd: string, args: string[]): [string, string[]] =>
  isRoot() ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];

function run(cmd: string, args: string[], what: string) {
  const [c, a] = asPostgres(cmd, args);
  const res = spawnSync(c, a, { encoding: "utf8" });
  if (res.status !== 0) throw new Error(`${what} failed (${res.status}): ${res.stderr || res.stdout}`);
}

export function portOpen(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ port, host });
    s.once("connect", () => {
      s.destroy();
      resolve(true);
    });
    s.once("error", () => resolve(false));
  });
}

/** Polls `check` until it holds; gives up early, with an error, once `abandon` returns a reason. */
export async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  stepMs = 100,
  abandon: () => string | null = () => null,
) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const reason = abandon();
    if (reason) throw new Error(`gave up waiting for ${what}: ${reason}`);
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

async function ready(port: number): Promise<boolean> {
  const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`, { signal: AbortSignal.timeout(2000) });
  return res.status === 200;
}

/** Whether a child process has exited (by itself or by a signal). */
const gone = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Resolves when `child` exits; created at spawn time, so an exit is never missed. */
const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

/** Sends `signal` unless the child is already gone, then waits for its exit. */
async function stopChild(child: ChildProcess | null, exited: Promise<unknown> | null, signal: NodeJS.Signals) {
  if (!child || !exited) return;
  if (!gone(child)) child.kill(signal);
  await exited;
}

export interface AppInstance {
  index: number;
  port: number;
  child: ChildProcess | null;
  exited: Promise<number | null> | null;
}

export class Cluster {
  readonly dir: string;
  readonly url: string;
  readonly databaseUrl: string;
  readonly directDatabaseUrl: string;
  readonly redisUrl: string;
  readonly apps: AppInstance[];
  private redis: ChildProcess | null = null;
  private redisExited: Promise<number | null> | null = null;
  private haproxy: ChildProcess | null = null;
  private haproxyExited: Promise<number | null> | null = null;
  private s3: S3rver | null = null;
  /** Keeps every mail the instances send (no mail leaves the machine); `mailUrl` shows them. */
  mail: MailCatcher | null = null;
  private pgbouncerStarted = false;
  private postgresStarted = false;
  private stopping = false;
  private starting: Promise<void> | null = null;
  /** One simulated clock for every instance and restart: boards agree whoever leads. */
  private readonly simAnchorMs = Date.now();

  constructor(readonly opts: ClusterOptions) {
    const { ports } = opts;
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), "fanzone-cluster-"));
    fs.chmodSync(this.dir, 0o755);
    this.url = `http://127.0.0.1:${ports.haproxy}`;
    this.databaseUrl = `postgres://postgres@127.0.0.1:${ports.pgbouncer}/${DATABASE}`;
    this.directDatabaseUrl = `postgres://postgres@127.0.0.1:${ports.postgres}/${DATABASE}`;
    this.redisUrl = `redis://127.0.0.1:${ports.redis}`;
    this.apps = ports.apps.slice(0, opts.instances).map((port, index) => ({ index, port, child: null, exited: null }));
  }

  private log(line: string) {
    this.opts.log?.(line);
  }

  private file(name: string) {
    return path.join(this.dir, name);
  }

  private logStream(name: string) {
    return fs.openSync(this.file(name), "a");
  }

  /** Starts everything; a `stop()` meanwhile makes it give up at the next step and reject. */
  async start() {
    this.starting = this.startAll();
    return this.starting;
  }

  private notStopping() {
    if (this.stopping) throw new Error("the cluster is stopping");
  }

  private async startAll() {
    const { ports } = this.opts;
    for (const [name, port] of Object.entries({ ...ports, apps: undefined })) {
      if (typeof port === "number" && (await portOpen(port)))
        throw new Error(`port ${port} (${name}) is already in use`);
    }
    await this.startPostgres();
    this.notStopping();
    await this.startPgbouncer();
    this.notStopping();
    await this.startRedis();
    this.notStopping();
    await this.startS3();
    this.notStopping();
    await this.startMail();
    this.notStopping();
    // The first instance migrates and seeds alone; the others then start together.
    await this.startApp(0);
    await Promise.all(this.apps.slice(1).map((a) => this.startApp(a.index)));
    this.notStopping();
    await this.startHaproxy();
    await until(
      "HAProxy to see every instance ready",
      async () => (await this.serverStates()).every((s) => s === "UP"),
      30_000,
      100,
      () => (this.stopping ? "the cluster is stopping" : null),
    );
  }

  // PostgreSQL: a fresh cluster in the temporary directory, owned by the postgres user when root.
  private async startPostgres() {
    const data = this.file("pg");
    fs.mkdirSync(data);
    if (isRoot()) spawnSync("chown", ["-R", "postgres:postgres", this.dir]);
    run(
      path.join(PG_BIN, "initdb"),
      ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"],
      "initdb",
    );
    this.postgresStarted = true;
    await this.startPostgresServer();
    run(
      path.join(PG_BIN, "createdb"),
      ["-h", "127.0.0.1", "-p", String(this.opts.ports.postgres), "-U", "postgres", DATABASE],
      "createdb",
    );
    this.log(`PostgreSQL 15 on 127.0.0.1:${this.opts.ports.postgres} (data in ${data})`);
  }

  async startPostgresServer() {
    const o = `-p ${this.opts.ports.postgres} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${this.file("pg")} -c max_connections=200`;
    run(
      path.join(PG_BIN, "pg_ctl"),
      ["-D", this.file("pg"), "-o", o, "-l", this.file("postgres.log"), "-w", "-t", "30", "start"],
      "pg_ctl start",
    );
  }

  async stopPostgresServer() {
    run(path.join(PG_BIN, "pg_ctl"), ["-D", this.file("pg"), "-m", "fast", "-w", "stop"], "pg_ctl stop");
  }

  private async startPgbouncer() {
    fs.writeFileSync(this.file("userlist.txt"), `"postgres" ""\n`);
    fs.writeFileSync(
      this.file("pgbouncer.ini"),
      pgbouncerConfig(this.opts.ports, { dir: this.dir, database: DATABASE, user: "postgres" }),
    );
    if (isRoot()) spawnSync("chown", ["postgres:postgres", this.file("userlist.txt"), this.file("pgbouncer.ini")]);
    // Set first: a signal can interrupt `run` after PgBouncer has already detached.
    this.pgbouncerStarted = true;
    run("pgbouncer", ["-d", this.file("pgbouncer.ini")], "pgbouncer");
    await until("PgBouncer", () => portOpen(this.opts.ports.pgbouncer), 10_000);
    this.log(`PgBouncer (transaction pooling) on 127.0.0.1:${this.opts.ports.pgbouncer}`);
  }

  async startRedis() {
    const port = this.opts.ports.redis;
    const child = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", this.dir],
      { stdio: ["ignore", this.logStream("redis.log"), this.logStream("redis.log")] },
    );
    this.redis = child;
    this.redisExited = exitOf(child);
    await until(
      "Redis",
      () => portOpen(port),
      10_000,
      100,
      () => (gone(child) ? "Redis exited" : null),
    );
    this.log(`Redis on 127.0.0.1:${port}`);
  }

  async stopRedis() {
    await stopChild(this.redis, this.redisExited, "SIGTERM");
    this.redis = null;
    this.redisExited = null;
  }

  private async startS3() {
    const dir = this.file("s3");
    this.s3 = new S3rver({
      address: "127.0.0.1",
      port: this.opts.ports.s3,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    await this.s3.run();
    this.log(`S3-compatible storage on 127.0.0.1:${this.opts.ports.s3} (bucket ${BUCKET})`);
  }

  private async startMail() {
    const { smtp, mailView } = this.opts.ports;
    this.mail = await startMailCatcher({ port: smtp, httpPort: mailView });
    this.log(`SMTP server on 127.0.0.1:${smtp}, keeping every mail: read them at ${this.mailUrl}`);
  }

  /** The web view of the mails the instances sent (JSON at `/messages`). */
  get mailUrl() {
    return `http://127.0.0.1:${this.opts.ports.mailView}`;
  }

  appEnv(port: number): Record<string, string> {
    return {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: this.redisUrl,
      MEDIA_STORAGE: "s3",
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${this.opts.ports.s3}`,
      AWS_ACCESS_KEY_ID: S3_KEY,
      AWS_SECRET_ACCESS_KEY: S3_KEY,
      // HAProxy, the only proxy, connects from loopback.
      TRUST_PROXY: "127.0.0.1",
      // HAProxy checks every 500 ms and needs two failures: two seconds is ample to be taken out.
      DRAIN_DELAY_MS: "2000",
      DATA_DIR: this.file(`app-${port}`),
      SIM_ANCHOR_MS: String(this.simAnchorMs),
      SMTP_URL: `smtp://127.0.0.1:${this.opts.ports.smtp}`,
      MAIL_FROM: "FanZone <no-reply@fanzone.invalid>",
      // Links in mails lead to the balancer, as fans reach it.
      PUBLIC_ORIGIN: this.url,
      ...this.opts.appEnv,
    } as Record<string, string>;
  }

  /** Starts (or restarts) instance `index` and waits until it is ready. */
  async startApp(index: number) {
    const app = this.apps[index]!;
    const out = this.logStream(`app-${app.port}.log`);
    const child = spawn(process.execPath, ["--enable-source-maps", "dist/server/main.js"], {
      env: this.appEnv(app.port),
      stdio: ["ignore", out, out],
    });
    app.child = child;
    app.exited = exitOf(child);
    await until(
      `instance ${index + 1} on :${app.port} to be ready`,
      () => ready(app.port),
      90_000,
      200,
      () => (gone(child) ? `it exited (see app-${app.port}.log)` : this.stopping ? "the cluster is stopping" : null),
    );
    this.log(`app instance ${index + 1} on 127.0.0.1:${app.port} (pid ${child.pid})`);
  }

  /** Sends `signal` to instance `index` and waits for it to exit. */
  async signalApp(index: number, signal: NodeJS.Signals) {
    const app = this.apps[index]!;
    await stopChild(app.child, app.exited, signal);
    app.child = null;
  }

  private async startHaproxy() {
    const cfg = this.file("haproxy.cfg");
    fs.writeFileSync(
      cfg,
      haproxyConfig(
        { ...this.opts.ports, apps: this.apps.map((a) => a.port) },
        { statsSocket: this.file("haproxy.sock"), maxconn: this.opts.haproxyMaxconn },
      ),
    );
    const check = spawnSync("haproxy", ["-c", "-f", cfg], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`haproxy.cfg is invalid: ${check.stderr || check.stdout}`);
    const haproxy = spawn("haproxy", ["-db", "-f", cfg], {
      stdio: ["ignore", this.logStream("haproxy.log"), this.logStream("haproxy.log")],
    });
    this.haproxy = haproxy;
    this.haproxyExited = exitOf(haproxy);
    await until(
      "HAProxy",
      () => portOpen(this.opts.ports.haproxy),
      10_000,
      100,
      () => (gone(haproxy) ? "HAProxy exited" : null),
    );
    this.log(`HAProxy on ${this.url} (logs with request ids in ${this.file("haproxy.log")})`);
  }

  /** HAProxy's view of the `app` backend's servers: UP, DOWN, MAINT… in instance order. */
  async serverStates(): Promise<string[]> {
    const csv = await new Promise<string>((resolve, reject) => {
      const s = net.connect(this.file("haproxy.sock"));
      let data = "";
      s.on("connect", () => s.write("show stat\n"));
      s.on("data", (d) => (data += d));
      s.on("end", () => resolve(data));
      s.on("error", reject);
    });
    const rows = csv.split("\n").map((l) => l.split(","));
    return this.apps.map((a) => rows.find((r) => r[0] === "app" && r[1] === `app${a.index + 1}`)?.[17] ?? "?");
  }

  /** Stops everything started so far, each step whatever the others did. */
  async stop() {
    if (this.stopping) return;
    this.stopping = true;
    // A start under way gives up at its next step; then nothing new appears behind our back.
    await this.starting?.catch(() => undefined);
    await Promise.all(this.apps.map((a) => this.signalApp(a.index, "SIGINT").catch(() => undefined)));
    await stopChild(this.haproxy, this.haproxyExited, "SIGTERM").catch(() => undefined);
    await this.s3?.close().catch(() => undefined);
    await this.mail?.close().catch(() => undefined);
    await this.stopRedis().catch(() => undefined);
    if (this.pgbouncerStarted) await this.stopPgbouncer().catch(() => undefined);
    if (this.postgresStarted) await this.stopPostgresServer().catch(() => undefined);
  }

  /** PgBouncer detached itself (`-d`): its pid file names it; SIGINT is its safe shutdown. */
  private async stopPgbouncer() {
    const pidFile = this.file("pgbouncer.pid");
    if (!fs.existsSync(pidFile)) return;
    const pid = Number(fs.readFileSync(pidFile, "utf8").trim());
    if (!pid || !isAlive(pid)) return;
    process.kill(pid, "SIGINT");
    await until("PgBouncer to stop", () => !isAlive(pid), 10_000);
  }

  /** Removes the temporary directory (logs included). */
  clean() {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

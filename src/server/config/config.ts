import path from "node:path";
import { z } from "zod";
import { isLoopbackHost } from "./loopback";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy";
import { DEFAULT_ESPN_BASE_URL, DEFAULT_USER_AGENT } from "./user-agent";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
  .transform((v) => ["true", "1", "yes", "on"].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback by default: a bare `npm start` is reachable from this machine only (and so may be a demo). */
  HOST: z.string().min(1).default("localhost"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  SCORES_PROVIDER: z.enum(["simulated", "espn"]).default("simulated"),
  NEWS_PROVIDER: z.enum(["sample", "espn"]).default("sample"),
  /** Where the ESPN scores and news providers send their requests: ESPN's host, a mirror or a caching proxy. */
  ESPN_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .refine((u) => !URL.canParse(u) || !/[?#]/.test(u), "must not carry a query or a fragment")
    .transform((u) => u.replace(/\/+$/, ""))
    .default(DEFAULT_ESPN_BASE_URL),
  /** The User-Agent of every request to a provider. */
  PROVIDER_USER_AGENT: z
    .string()
    .trim()
    .min(1)
    .max(256)
    // A header value: visible ASCII and spaces only.
    .regex(/^[\x20-\x7E]+$/, "must be printable ASCII")
    .default(DEFAULT_USER_AGENT),
  DEMO_MODE: bool.optional(),
  /** Simulated game clock speed: 1 = real time, 60 = a minute of play per second. */
  SIM_TIME_SCALE: z.coerce.number().positive().max(10_000).default(1),
  SIM_SEED: z.string().default("fanzone"),
  /** Pins the simulator's clock: the simulated instant at start-up (ISO 8601); unset = the real clock. */
  SIM_CLOCK: z.iso.datetime({ offset: true }).optional(),
  /** Real instant (epoch ms) where simulated time equals real time; instances sharing it share one clock. */
  SIM_ANCHOR_MS: z.coerce.number().int().positive().optional(),
  /** Tests only: lets a signed-in client move the simulator's clock forward (POST /api/sim/advance). */
  SIM_CONTROL: bool.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Comma-separated origins allowed to open the WebSocket besides the app's own host. */
  ALLOWED_ORIGINS: z.string().default(""),
  /** Seed demo data on first start (on by default). */
  SEED_DEMO_DATA: bool.default(true),
  /** Proxies in front: a hop count ("1") or their addresses/CIDRs ("127.0.0.1,10.0.0.0/8"); unset = none. */
  TRUST_PROXY: z.string().default("false").transform(parseTrustProxy),
  /** Send Strict-Transport-Security on every response (TLS ends before a proxy that sends no X-Forwarded-Proto). */
  HSTS: bool.default(false),
  /** Where uploaded images live: the database (shared by all instances), files under DATA_DIR/media, or S3. */
  MEDIA_STORAGE: z.enum(["database", "disk", "s3"]).default("database"),
  /** On SIGTERM, how long readiness answers 503 before the server stops (the balancer's time to notice). */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(5_000),
  /** Leader lease of the scores provider: a dead leader is replaced within this. */
  LEADER_LEASE_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
  /** MEDIA_STORAGE=s3: bucket, endpoint (unset = AWS), region; credentials come from the AWS SDK's usual variables. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** Comma-separated emails of the administrators (moderators); read at start. */
  ADMIN_EMAILS: z.string().default(""),
  /** Multiplies every rate limit (end-to-end runs register many users from one IP). */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
  /** Web Push (VAPID) keys; both or neither (then a pair is generated once and kept in the database). */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, "must be a base64url P-256 public key")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, "must be a base64url P-256 private key")
    .optional(),
  /** Contact the push services may use (mailto: or https: URL). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, "must start with mailto: or https://")
    .default("mailto:push@fanzone.invalid"),
  /** Where fans reach the app: every absolute link the app writes (mails, Open Graph, calendars, exports). */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .refine(
      (u) => !URL.canParse(u) || new URL(u).pathname === "/" || new URL(u).pathname === "",
      "must be an origin (no path)",
    )
    .refine((u) => !URL.canParse(u) || !/[?#]/.test(u), "must not carry a query or a fragment")
    .transform((u) => new URL(u).origin)
    .optional(),
  /** Outgoing mail: smtp:// or smtps://, user and password in the URL; unset = mails are kept, not sent. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, "must start with smtp:// or smtps://")
    .refine((u) => URL.canParse(u), "must be a URL")
    .optional(),
  /** The From of every mail: an address, or a name and an address ("FanZone <no-reply@fans.example>"). */
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, "must be an address or Name <address>")
    .default("FanZone <no-reply@fanzone.invalid>"),
  /** Extra Web Push service hosts (comma-separated) besides the known ones, for self-hosted push services. */
  PUSH_SERVICE_HOSTS: z.string().default(""),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  scoresProvider: "simulated" | "espn";
  newsProvider: "sample" | "espn";
  /** ESPN_BASE_URL without a trailing slash. */
  espnBaseUrl: string;
  providerUserAgent: string;
  demoMode: boolean;
  simTimeScale: number;
  simSeed: string;
  /** Simulated instant (ms) at start-up when SIM_CLOCK pins it; undefined follows the real clock. */
  simClockMs: number | undefined;
  simAnchorMs: number | undefined;
  simControl: boolean;
  logLevel: string;
  allowedOrigins: string[];
  seedDemoData: boolean;
  /** Fastify's `trustProxy`: false, a hop count, or the trusted proxies' addresses/CIDRs. */
  trustProxy: TrustProxy;
  hsts: boolean;
  rateLimitScale: number;
  /** Administrators' emails, lower-cased. */
  adminEmails: string[];
  mediaStorage: "database" | "disk" | "s3";
  drainDelayMs: number;
  leaderLeaseMs: number;
  s3: { bucket: string; endpoint: string | undefined; region: string; forcePathStyle: boolean } | null;
  vapid:
    { publicKey: string; privateKey: string; subject: string } | { publicKey: null; privateKey: null; subject: string };
  /** PUBLIC_ORIGIN, or the app's own local URL: the start of every absolute link the app writes. */
  publicOrigin: string;
  /** SMTP_URL; null: mails are kept in the outbox but not sent (readiness says mail is not configured). */
  smtpUrl: string | null;
  mailFrom: string;
  /** Extra Web Push service hosts (lower-cased) accepted besides the known push services. */
  pushServiceHosts: string[];
};

/** The app's own local URL: the default PUBLIC_ORIGIN of a server nobody else reaches. */
function localOrigin(host: string, port: number): string {
  const name = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

const list = (s: string, lower = false) =>
  s
    .split(",")
    .map((x) => (lower ? x.trim().toLowerCase() : x.trim()))
    .filter(Boolean);

function vapidOf(e: z.infer<typeof envSchema>): Config["vapid"] {
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT };
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY)
    throw new Error("Invalid configuration:\n  - VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together");
  return { publicKey: null, privateKey: null, subject: e.VAPID_SUBJECT };
}

/** Parses the environment once, failing with a readable list of every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.MEDIA_STORAGE === "s3" && !e.S3_BUCKET)
    throw new Error("Invalid configuration:\n  - S3_BUCKET: required when MEDIA_STORAGE=s3");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    scoresProvider: e.SCORES_PROVIDER,
    newsProvider: e.NEWS_PROVIDER,
    espnBaseUrl: e.ESPN_BASE_URL,
    providerUserAgent: e.PROVIDER_USER_AGENT,
    // Demo mode publishes passwords and hands out reset tokens: on by default only for the
    // embedded database listening on loopback (a newcomer's `npm start`), else only when asked.
    demoMode: e.DEMO_MODE ?? (!e.DATABASE_URL && isLoopbackHost(e.HOST)),
    simTimeScale: e.SIM_TIME_SCALE,
    simSeed: e.SIM_SEED,
    simClockMs: e.SIM_CLOCK ? Date.parse(e.SIM_CLOCK) : undefined,
    simAnchorMs: e.SIM_ANCHOR_MS,
    // Never on an instance others can reach: a test tool, not a setting of a deployment.
    simControl: e.SIM_CONTROL && e.SCORES_PROVIDER === "simulated" && isLoopbackHost(e.HOST),
    logLevel: e.LOG_LEVEL,
    allowedOrigins: e.ALLOWED_ORIGINS.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    seedDemoData: e.SEED_DEMO_DATA,
    trustProxy: e.TRUST_PROXY,
    hsts: e.HSTS,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    adminEmails: e.ADMIN_EMAILS.split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    mediaStorage: e.MEDIA_STORAGE,
    drainDelayMs: e.DRAIN_DELAY_MS,
    leaderLeaseMs: e.LEADER_LEASE_MS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          // S3-compatible servers (MinIO, Ceph, local test servers) usually need path-style URLs.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? !!e.S3_ENDPOINT,
        }
      : null,
    vapid: vapidOf(e),
    publicOrigin: e.PUBLIC_ORIGIN ?? localOrigin(e.HOST, e.PORT),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    pushServiceHosts: list(e.PUSH_SERVICE_HOSTS, true),
  };
}

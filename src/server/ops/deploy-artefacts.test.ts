import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { loadConfig } from "../config/config";
import { haproxyConfig, pgbouncerConfig } from "../../../scripts/cluster/configs";
import { SERVER_ENV } from "../../../scripts/server-process.mjs";

// No container runtime runs here: these checks keep the Dockerfile, compose.yaml and the
// Kubernetes manifests in step with the app and the process-level cluster.
const root = path.resolve(__dirname, "../../..");
const read = (p: string) => fs.readFileSync(path.join(root, p), "utf8");

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** compose's `${VAR:-default}` as `docker compose` reads it with VAR unset. */
const interpolate = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.replace(/\$\{\w+:-([^}]*)\}/g, "$1")]));

describe("Dockerfile", () => {
  const text = read("Dockerfile");
  it("is multi-stage, runs as a non-root user, checks liveness and starts the built server", () => {
    expect(text.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/^USER node$/m);
    expect(text).toMatch(/^HEALTHCHECK .*\n.*\/api\/health\/live/m);
    expect(text).toMatch(/^CMD \["node", "dist\/server\/main\.js"\]$/m);
    expect(JSON.parse(read("package.json")).scripts["build:server"]).toContain("--outfile=dist/server/main.js");
  });

  it("runs on a supported Node.js line, CI tests every line and its floor, and the server bundle targets the oldest", () => {
    const pkg = JSON.parse(read("package.json"));
    // e.g. "^22.13.0 || ^24.0.0 || >=26.0.0": one range per supported line, the oldest first.
    const ranges = [...(pkg.engines.node as string).matchAll(/(\d+)\.(\d+)\.\d+/g)];
    const lines = ranges.map((m) => Number(m[1]));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const images = [...text.matchAll(/^FROM node:(\d+)-/gm)].map((m) => Number(m[1]));
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const major of images) expect(lines).toContain(major);
    const ciList = (name: string) =>
      read(".ci/run")
        .match(new RegExp(`^${name}=\\(([\\d. ]+)\\)`, "m"))?.[1]
        ?.split(" ")
        .sort((a, b) => Number(a.split(".")[0]) - Number(b.split(".")[0]));
    expect(ciList("NODE_LINES")?.map(Number)).toEqual([...lines].sort((a, b) => a - b));
    // The floor of each line, the oldest release engines admits, is tested too (its build and suites).
    expect(ciList("NODE_FLOORS")).toEqual(ranges.map((m) => m[0]));
    const [, major, minor] = ranges[0]!;
    expect(pkg.scripts["build:server"]).toContain(`--target=node${major}.${minor} `);
    // nvm and similar tools pick the newest line.
    expect(read(".nvmrc").trim()).toBe(String(Math.max(...lines)));
  });

  it("copies what `npm install` runs (the preinstall script's file) before running it", () => {
    const preinstall: string = JSON.parse(read("package.json")).scripts.preinstall;
    const file = preinstall.match(/^node (\S+)$/)?.[1];
    expect(file).toBeDefined();
    const build = text.slice(0, text.indexOf("RUN npm install"));
    expect(build).toMatch(new RegExp(`^COPY ${file!.replace(/[.]/g, "\\.")} ${path.dirname(file!)}/$`, "m"));
  });

  it("is not a demo and trusts no proxy unless told (it listens on every interface)", () => {
    const env = Object.fromEntries(
      [...text.matchAll(/^\s*(?:ENV\s+)?([A-Z_]+)=(\S+?)\s*\\?$/gm)].map((m) => [m[1]!, m[2]!]),
    );
    expect(env.HOST).toBe("0.0.0.0");
    const config = loadConfig(env);
    expect(config.demoMode).toBe(false);
    expect(config.trustProxy).toBe(false);
  });

  it("runs the server with the environment `npm start` gives it (malloc settings)", () => {
    const env = Object.fromEntries(
      [...text.matchAll(/^\s*(?:ENV\s+)?([A-Z_]+)=(\S+?)\s*\\?$/gm)].map((m) => [m[1]!, m[2]!]),
    );
    expect(env).toMatchObject(SERVER_ENV);
  });
});

describe("package.json", () => {
  it("approves or denies the install script of every locked package that has one (npm 12 skips the rest)", () => {
    const allowScripts: Record<string, boolean> = JSON.parse(read("package.json")).allowScripts ?? {};
    const lock = JSON.parse(read("package-lock.json")) as { packages: Record<string, { hasInstallScript?: boolean }> };
    const withScripts = Object.entries(lock.packages)
      .filter(([where, entry]) => where !== "" && entry.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length));
    expect(withScripts.length).toBeGreaterThan(0);
    for (const name of withScripts) expect(allowScripts, name).toHaveProperty([name]);
  });
});

describe("compose.yaml", () => {
  const compose = parse(read("compose.yaml")) as Obj;
  it("has the cluster's topology", () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ["app1", "app2", "app3", "garage", "haproxy", "mailpit", "pgbouncer", "postgres", "redis"].sort(),
    );
  });

  it("gives every instance a configuration the app accepts: PgBouncer, Redis, S3 media and mail", () => {
    for (const name of ["app1", "app2", "app3"]) {
      const env = interpolate(compose.services[name].environment as Record<string, string>);
      const config = loadConfig(env);
      expect(config.databaseUrl).toMatch(/@pgbouncer:6432\//);
      expect(config.redisUrl).toBe("redis://redis:6379");
      expect(config.mediaStorage).toBe("s3");
      expect(config.s3?.endpoint).toBe("http://garage:3900");
      expect(config.smtpUrl).toBe("smtp://mailpit:1025");
      expect(config.publicOrigin).toBe("http://localhost:8080");
      // HAProxy is the one hop in front; demo mode only when asked for (the port is public).
      expect(config.trustProxy).toBe(1);
      expect(config.demoMode).toBe(false);
    }
  });

  it("pins Garage, which creates the bucket and the key the instances use, in the region they sign with", () => {
    const garage = compose.services.garage;
    expect(garage.image).toMatch(/^dxflrs\/garage:v\d+\.\d+\.\d+$/);
    expect(garage.command).toEqual(["/garage", "server", "--single-node", "--default-bucket"]);
    const appEnv = compose.services.app1.environment as Record<string, string>;
    const config = loadConfig(interpolate(appEnv));
    expect(garage.environment.GARAGE_DEFAULT_BUCKET).toBe(config.s3?.bucket);
    expect(garage.environment.GARAGE_DEFAULT_ACCESS_KEY).toBe(appEnv.AWS_ACCESS_KEY_ID);
    expect(garage.environment.GARAGE_DEFAULT_SECRET_KEY).toBe(appEnv.AWS_SECRET_ACCESS_KEY);
    // Garage refuses keys of another shape.
    expect(appEnv.AWS_ACCESS_KEY_ID).toMatch(/^GK[0-9a-f]{24}$/);
    expect(appEnv.AWS_SECRET_ACCESS_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(garage.environment.GARAGE_RPC_SECRET).toMatch(/^[0-9a-f]{64}$/);
    const toml = read("deploy/garage/garage.toml");
    expect(toml).toContain(`s3_region = "${config.s3?.region}"`);
    expect(toml).toMatch(/^api_bind_addr = "\[::\]:3900"$/m);
    expect(garage.volumes).toContain("./deploy/garage/garage.toml:/etc/garage.toml:ro");
    expect(compose.services.app1.depends_on.garage).toEqual({ condition: "service_healthy" });
  });

  it("routes through HAProxy with the same checks as the process-level cluster, and PgBouncer pools transactions", () => {
    const cfg = read("deploy/haproxy/haproxy.cfg");
    const generated = haproxyConfig(
      { haproxy: 1, apps: [2], pgbouncer: 3, postgres: 4, redis: 5, s3: 6, smtp: 7, mailView: 8 },
      { statsSocket: "/tmp/s" },
    );
    for (const line of [
      "option httpchk GET /api/health/ready",
      "option httpchk GET /api/health/live",
      "use_backend app_fallback if { nbsrv(app) eq 0 }",
      "http-request deny deny_status 404 if { path /metrics }",
      "timeout tunnel 1h",
      "unique-id-header X-Request-ID",
      "http-request disable-l7-retry unless METH_GET || METH_HEAD",
    ]) {
      expect(cfg).toContain(line);
      expect(generated).toContain(line);
    }
    expect(cfg.match(/server app\d app\d:3000/g)).toHaveLength(6);
    const ini = read("deploy/pgbouncer/pgbouncer.ini");
    const gen = pgbouncerConfig(
      { haproxy: 1, apps: [2], pgbouncer: 3, postgres: 4, redis: 5, s3: 6, smtp: 7, mailView: 8 },
      { dir: "/d", database: "fanzone", user: "u" },
    );
    for (const line of [
      "pool_mode = transaction",
      "query_wait_timeout = 1",
      "server_login_retry = 1",
      "min_pool_size = 2",
    ]) {
      expect(ini).toContain(line);
      expect(gen).toContain(line);
    }
  });
});

describe("Kubernetes manifests", () => {
  const docs = parseAllDocuments(read("deploy/k8s/fanzone.yaml")).map((d) => d.toJS() as Obj);
  const byKind = (kind: string) => docs.find((d) => d.kind === kind)!;

  it("has a Deployment, Service, HorizontalPodAutoscaler, PodDisruptionBudget and ConfigMap, all well-formed", () => {
    expect(docs.map((d) => d.kind).sort()).toEqual(
      ["ConfigMap", "Deployment", "HorizontalPodAutoscaler", "PodDisruptionBudget", "Service"].sort(),
    );
    for (const d of docs) {
      expect(typeof d.apiVersion).toBe("string");
      expect(d.metadata.name).toBe("fanzone");
    }
  });

  it("probes the app's own endpoints on the port it listens on, and runs as non-root", () => {
    const deploy = byKind("Deployment");
    const config = byKind("ConfigMap").data as Record<string, string>;
    const pod = deploy.spec.template;
    const c = pod.spec.containers[0];
    expect(c.readinessProbe.httpGet.path).toBe("/api/health/ready");
    expect(c.livenessProbe.httpGet.path).toBe("/api/health/live");
    expect(c.ports[0].containerPort).toBe(Number(config.PORT));
    expect(pod.metadata.annotations["prometheus.io/path"]).toBe("/metrics");
    expect(pod.spec.securityContext.runAsNonRoot).toBe(true);
    // The grace period covers the drain delay plus in-flight requests.
    expect(pod.spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(Number(config.DRAIN_DELAY_MS) + 15_000);
    expect(deploy.spec.selector.matchLabels).toEqual(pod.metadata.labels);
  });

  it("has a ConfigMap the app accepts once the Secret supplies the URLs", () => {
    const config = byKind("ConfigMap").data as Record<string, string>;
    const loaded = loadConfig({
      ...config,
      DATABASE_URL: "postgres://u:p@pgbouncer:6432/fanzone",
      REDIS_URL: "redis://redis:6379",
    });
    expect(loaded.mediaStorage).toBe("s3");
    expect(loaded.drainDelayMs).toBe(5000);
    expect(loaded.trustProxy).toBe(1);
    expect(loaded.demoMode).toBe(false);
  });

  it("points the Service, autoscaler and disruption budget at the Deployment's pods", () => {
    const labels = byKind("Deployment").spec.template.metadata.labels;
    expect(byKind("Service").spec.selector).toEqual(labels);
    expect(byKind("PodDisruptionBudget").spec.selector.matchLabels).toEqual(labels);
    const hpa = byKind("HorizontalPodAutoscaler").spec;
    expect(hpa.scaleTargetRef).toEqual({ apiVersion: "apps/v1", kind: "Deployment", name: "fanzone" });
    expect(hpa.minReplicas).toBeGreaterThanOrEqual(2);
    expect(byKind("PodDisruptionBudget").spec.maxUnavailable).toBeLessThan(hpa.minReplicas);
  });
});

import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.scoresProvider).toBe("simulated");
    expect(c.newsProvider).toBe("sample");
    expect(c.databaseUrl).toBeUndefined();
    expect(c.demoMode).toBe(true);
    expect(c.dataDir.endsWith("/data")).toBe(true);
  });

  it("turns demo mode on by default only for the embedded database on loopback, and honours an explicit setting", () => {
    expect(loadConfig({}).host).toBe("localhost");
    for (const HOST of ["localhost", "127.0.0.1", "127.1.2.3", "::1", "[::1]", "::ffff:127.0.0.1"])
      expect(loadConfig({ HOST }).demoMode, HOST).toBe(true);
    for (const HOST of ["0.0.0.0", "::", "192.168.1.20", "fanzone.example", "10.0.0.1"])
      expect(loadConfig({ HOST }).demoMode, HOST).toBe(false);
    expect(loadConfig({ HOST: "0.0.0.0", DEMO_MODE: "true" }).demoMode).toBe(true);
    expect(loadConfig({ DATABASE_URL: "postgres://x@h/db" }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://x@h/db", DEMO_MODE: "true" }).demoMode).toBe(true);
    expect(loadConfig({ DEMO_MODE: "off" }).demoMode).toBe(false);
  });

  it("pins the simulator's clock with SIM_CLOCK (an ISO instant), else follows the real clock", () => {
    expect(loadConfig({}).simClockMs).toBeUndefined();
    expect(loadConfig({ SIM_CLOCK: "2026-11-16T00:00:00Z" }).simClockMs).toBe(Date.UTC(2026, 10, 16));
    expect(loadConfig({ SIM_CLOCK: "2026-11-15T19:00:00-05:00" }).simClockMs).toBe(Date.UTC(2026, 10, 16));
    expect(() => loadConfig({ SIM_CLOCK: "tonight" })).toThrow(/SIM_CLOCK/);
  });

  it("reads TRUST_PROXY as a hop count or a list of addresses/CIDRs, and refuses `true`", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: trusting every proxy hop/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33,proxy.local" })).toThrow(
      /TRUST_PROXY: not an address or CIDR: 10.0.0.0\/33, proxy.local/,
    );
  });

  it("fails with a readable list of every problem", () => {
    expect(() => loadConfig({ PORT: "abc", SCORES_PROVIDER: "magic", DATABASE_URL: "mysql://x" })).toThrow(
      /Invalid configuration:\n {2}- PORT: .*\n {2}- DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\/\n {2}- SCORES_PROVIDER: /,
    );
  });

  it("points the ESPN providers at ESPN_BASE_URL and names them with PROVIDER_USER_AGENT", () => {
    const d = loadConfig({});
    expect(d.espnBaseUrl).toBe("https://site.api.espn.com");
    expect(d.providerUserAgent).toMatch(/^FanZone\/\d+\.\d+\.\d+ \(\+https:\/\/\S+\)$/);
    const c = loadConfig({
      ESPN_BASE_URL: "http://cache.internal:8080/espn/",
      PROVIDER_USER_AGENT: "Fans/2 (+mailto:a@b.c)",
    });
    expect(c.espnBaseUrl).toBe("http://cache.internal:8080/espn");
    expect(c.providerUserAgent).toBe("Fans/2 (+mailto:a@b.c)");
    for (const ESPN_BASE_URL of ["ftp://x.example", "not a url", "https://x.example/?a=1"])
      expect(() => loadConfig({ ESPN_BASE_URL }), ESPN_BASE_URL).toThrow(/ESPN_BASE_URL/);
    expect(() => loadConfig({ PROVIDER_USER_AGENT: "Fans\n/2" })).toThrow(/PROVIDER_USER_AGENT/);
  });
});

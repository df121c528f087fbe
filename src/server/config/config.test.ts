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

  it("turns demo mode off by default with a real database, and honours an explicit setting", () => {
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

  it("fails with a readable list of every problem", () => {
    expect(() => loadConfig({ PORT: "abc", SCORES_PROVIDER: "magic", DATABASE_URL: "mysql://x" })).toThrow(
      /Invalid configuration:\n {2}- PORT: .*\n {2}- DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\/\n {2}- SCORES_PROVIDER: /,
    );
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/test-app";

// Finding 5: TRUST_PROXY=true trusted every hop, so the leftmost X-Forwarded-For (written by
// the client) became the request's address and every per-address limit could be dodged.
// The tests connect from 127.0.0.1, playing the proxy (or, last, a client the app does not trust).

const opened: TestApp[] = [];
afterAll(async () => Promise.all(opened.map((t) => t.close())));

async function app(trustProxy: string) {
  const t = await startTestApp({ TRUST_PROXY: trustProxy, RATE_LIMIT_SCALE: "1" });
  opened.push(t);
  return t;
}

/** The address the app recorded for a new session registered with this X-Forwarded-For. */
async function addressSeen(t: TestApp, forwardedFor: string): Promise<string> {
  const tag = randomUUID().replace(/-/g, "").slice(0, 12);
  const res = await t.client().request(
    "POST",
    "/api/auth/register",
    {
      firstName: "Proxy",
      lastName: "Fan",
      username: `px_${tag}`,
      email: `px_${tag}@example.test`,
      password: "Touchdown!42",
    },
    { "x-forwarded-for": forwardedFor },
  );
  expect(res.status).toBe(201);
  const [row] = await t.app.database.query<{ ip: string }>("select ip from sessions where user_id = $1", [
    res.json.user.id,
  ]);
  return row!.ip;
}

/** Forgot-password requests (per-address limited) from one client that rotates a forged leftmost hop. */
async function untilLimited(t: TestApp, client: string, max = 60): Promise<number> {
  for (let i = 1; i <= max; i++) {
    const res = await t
      .client()
      .request(
        "POST",
        "/api/auth/forgot-password",
        { email: `nobody_${randomUUID()}@example.test` },
        { "x-forwarded-for": `198.18.${i % 250}.${i % 200}, ${client}` },
      );
    if (res.status === 429) return i;
    expect(res.status).toBe(200);
  }
  return Infinity;
}

describe("finding 5: TRUST_PROXY=true trusts every hop", () => {
  it("a hop count (TRUST_PROXY=1) takes the address the proxy saw, not the client's forged one", async () => {
    const t = await app("1");
    expect(await addressSeen(t, "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(await untilLimited(t, "203.0.113.9")).toBeLessThan(60);
    // Another client behind the same proxy is counted apart.
    expect(await untilLimited(t, "203.0.113.10")).toBeLessThan(60);
  });

  it("a list of trusted proxies (TRUST_PROXY=127.0.0.1,10.0.0.0/8) walks back through them only", async () => {
    const t = await app("127.0.0.1,10.0.0.0/8");
    // The rightmost hops are trusted proxies; the first untrusted address is the client.
    expect(await addressSeen(t, "6.6.6.6, 203.0.113.20, 10.1.2.3")).toBe("203.0.113.20");
    expect(await untilLimited(t, "203.0.113.20, 10.1.2.3")).toBeLessThan(60);
  });

  it("a peer that is not a listed proxy cannot choose its address", async () => {
    const t = await app("10.0.0.0/8");
    expect(await addressSeen(t, "203.0.113.30")).toBe("127.0.0.1");
  });
});

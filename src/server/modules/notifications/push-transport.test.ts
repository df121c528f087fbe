import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPushServiceStandIn, type PushServiceStandIn } from "../../test/push-service-stand-in";
import { PushTransport } from "./push-transport";

// How pushes reach a push service: HTTP/2 where it speaks it, HTTP/1.1 where it does not, and an
// answer (never a throw) when it cannot be reached.
let h2: PushServiceStandIn;
let h1: PushServiceStandIn;
beforeAll(async () => {
  h2 = await startPushServiceStandIn("h2.push.test");
  h1 = await startPushServiceStandIn("h1.push.test", { http1Only: true });
});
afterAll(async () => {
  await h2?.close();
  await h1?.close();
});

const headers = { TTL: 60, "Content-Type": "application/octet-stream", Topic: "game-1" };
const body = Buffer.from("encrypted");

describe("PushTransport", () => {
  it("sends every push to a service speaking HTTP/2 over one connection, headers and body intact", async () => {
    const sent = await Promise.all(
      Array.from({ length: 300 }, (_, i) => h2.transport.post(new URL(`${h2.origin}/sub/${i}`), headers, body)),
    );
    expect(sent.every((s) => s.status === 201)).toBe(true);
    const got = h2.received.filter((r) => r.path.startsWith("/sub/"));
    expect(got).toHaveLength(300);
    expect(new Set(got.map((r) => r.httpVersion))).toEqual(new Set(["2.0"]));
    expect(got[0]!.headers.ttl).toBe("60");
    expect(got[0]!.headers.topic).toBe("game-1");
    expect(got[0]!.body.toString()).toBe("encrypted");
    expect((await h2.transport.post(new URL(`${h2.origin}/gone/1`), headers, body)).status).toBe(410);
  });

  it("falls back to HTTP/1.1 for a service that does not offer HTTP/2", async () => {
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, i) => h1.transport.post(new URL(`${h1.origin}/sub/${i}`), headers, body)),
    );
    expect(sent.map((s) => s.status)).toEqual(Array(20).fill(201));
    expect(new Set(h1.received.map((r) => r.httpVersion))).toEqual(new Set(["1.1"]));
    expect((await h1.transport.post(new URL(`${h1.origin}/missing/1`), headers, body)).status).toBe(404);
  });

  it("answers with an error, not a throw, when the service cannot be reached", async () => {
    const closed = new PushTransport(() => {
      throw new Error("connect refused");
    });
    const out = await closed.post(new URL("https://nowhere.push.test/x"), headers, body);
    expect(out).toMatchObject({ error: "connect refused" });
    expect(out.status).toBeUndefined();
    closed.close();
  });
});

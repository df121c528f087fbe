import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

async function signIn(email: string, password: string, userAgent: string) {
  const c = t.client();
  const res = await c.request("POST", "/api/auth/login", { email, password }, { "user-agent": userAgent });
  expect(res.status).toBe(200);
  return c;
}

/** One fan on three devices: `laptop` (registered), `phone`, `tablet`. */
async function threeDevices() {
  const laptop = t.client();
  const reg = await laptop.registerFresh();
  const phone = await signIn(reg.email, reg.password, IPHONE);
  const desk = await signIn(reg.email, reg.password, MAC_CHROME);
  return { laptop, phone, desk, userId: reg.user.id };
}

function openSocket(client: TestClient) {
  const ws = new WebSocket(t.baseUrl.replace(/^http/, "ws") + "/ws", {
    headers: { origin: t.baseUrl, cookie: `fz_session=${client.cookie("fz_session")}` },
  });
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  return { opened, closed };
}

describe("GET /api/auth/sessions", () => {
  it("lists every session with its device, times and which one is this device", async () => {
    const { phone, userId } = await threeDevices();
    const res = await phone.get("/api/auth/sessions");
    expect(res.status).toBe(200);
    expect(res.json.items).toHaveLength(3);
    const [newest, middle] = res.json.items;
    expect(newest.device).toMatchObject({ label: "Chrome 131 on macOS", type: "desktop" });
    expect(middle.device).toMatchObject({ label: "Safari 17 on iOS", type: "mobile" });
    expect(res.json.items.filter((s: { current: boolean }) => s.current)).toEqual([middle]);
    for (const s of res.json.items) {
      expect(Date.parse(s.createdAt)).not.toBeNaN();
      expect(Date.parse(s.lastSeenAt)).not.toBeNaN();
    }
    // Nobody else's sessions, and pages are bounded.
    const other = t.client();
    await other.registerFresh();
    expect((await other.get("/api/auth/sessions")).json.items).toHaveLength(1);
    const page = await phone.get("/api/auth/sessions?limit=2");
    expect(page.json.items).toHaveLength(2);
    const next = await phone.get(`/api/auth/sessions?limit=2&cursor=${page.json.nextCursor}`);
    expect(next.json).toMatchObject({ items: [{ current: false }], nextCursor: null });
    expect(userId).toBeGreaterThan(0);
    expect((await t.client().get("/api/auth/sessions")).status).toBe(401);
  });

  it("updates last seen at most once a minute per session", async () => {
    const { laptop } = await threeDevices();
    const lastSeen = async () =>
      (await laptop.get("/api/auth/sessions")).json.items.find((s: { current: boolean }) => s.current).lastSeenAt;
    const start = Date.parse(await lastSeen());
    // Only Date is faked (the server runs in this process): timers and I/O stay real.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(start + 50_000);
      expect(Date.parse(await lastSeen())).toBe(start);
      vi.setSystemTime(start + 61_000);
      await laptop.get("/api/auth/me");
      expect(Date.parse(await lastSeen())).toBe(start + 61_000);
      vi.setSystemTime(start + 100_000);
      expect(Date.parse(await lastSeen())).toBe(start + 61_000);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("ending sessions", () => {
  it("DELETE /api/auth/sessions/:id signs that device out (its socket too) and nobody else's", async () => {
    const { laptop, phone } = await threeDevices();
    const phoneSession = (await phone.get("/api/auth/sessions")).json.items.find(
      (s: { current: boolean }) => s.current,
    );
    const socket = openSocket(phone);
    await socket.opened;
    const stranger = t.client();
    await stranger.registerFresh();
    expect((await stranger.delete(`/api/auth/sessions/${phoneSession.id}`)).status).toBe(404);
    expect((await phone.get("/api/auth/me")).status).toBe(200);

    expect((await laptop.delete(`/api/auth/sessions/${phoneSession.id}`)).status).toBe(204);
    expect(await socket.closed).toBe(4001);
    expect((await phone.get("/api/auth/me")).status).toBe(401);
    expect((await laptop.get("/api/auth/me")).status).toBe(200);
    expect((await laptop.get("/api/auth/sessions")).json.items).toHaveLength(2);
    expect((await laptop.delete(`/api/auth/sessions/${phoneSession.id}`)).status).toBe(404);
  });

  it("deleting the current session signs this browser out", async () => {
    const { laptop } = await threeDevices();
    const mine = (await laptop.get("/api/auth/sessions")).json.items.find((s: { current: boolean }) => s.current);
    expect((await laptop.delete(`/api/auth/sessions/${mine.id}`)).status).toBe(204);
    expect(laptop.cookie("fz_session")).toBeUndefined();
    expect((await laptop.get("/api/auth/me")).status).toBe(401);
  });

  it("'Sign out everywhere else' ends every other session and keeps this one", async () => {
    const { laptop, phone, desk } = await threeDevices();
    const deskSocket = openSocket(desk);
    const mySocket = openSocket(laptop);
    await Promise.all([deskSocket.opened, mySocket.opened]);
    const res = await laptop.post("/api/auth/sessions/sign-out-others");
    expect(res.json).toEqual({ signedOut: 2 });
    expect(await deskSocket.closed).toBe(4001);
    expect((await phone.get("/api/auth/me")).status).toBe(401);
    expect((await desk.get("/api/auth/me")).status).toBe(401);
    expect((await laptop.get("/api/auth/me")).status).toBe(200);
    expect((await laptop.get("/api/auth/sessions")).json.items).toHaveLength(1);
    expect((await laptop.post("/api/auth/sessions/sign-out-others")).json).toEqual({ signedOut: 0 });
    expect((await t.client().post("/api/auth/sessions/sign-out-others")).status).toBe(401);
  });
});

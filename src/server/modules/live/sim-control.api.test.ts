import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameListSchema } from "@shared/schemas/live";
import { startTestApp, type TestApp } from "../../test/test-app";
import { uniqueSeed } from "../../test/sockets";

// SIM_CONTROL lets the end-to-end test follow a game from before kick-off to its final.
describe("SIM_CONTROL", () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    [on, off] = await Promise.all([
      startTestApp({ SIM_SEED: uniqueSeed(), SIM_CONTROL: "true", SIM_TIME_SCALE: "1" }, { embedded: true }),
      startTestApp({ SIM_SEED: uniqueSeed() }, { embedded: true }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([on?.close(), off?.close()]);
  });

  it("is not there unless asked for", async () => {
    const c = off.client();
    await c.registerFresh();
    expect((await c.post("/api/sim/advance", { minutes: 30 })).status).toBe(404);
  });

  it("moves the board forward for a signed-in client, and the board shows it when it answers", async () => {
    expect((await on.client().post("/api/sim/advance", { minutes: 30 })).status).toBe(401);
    const c = on.client();
    await c.registerFresh();
    await on.app.live.poll();
    const before = gameListSchema.parse((await c.get("/api/live/scores")).json);
    const next = before
      .filter((g) => g.gameStatus === "upcoming" && g.gameTime)
      .sort((a, b) => a.gameTime!.localeCompare(b.gameTime!))[0]!;
    const minutes = Math.ceil((Date.parse(next.gameTime!) - Date.now()) / 60_000) + 5;
    expect((await c.post("/api/sim/advance", { minutes: 0 })).status).toBe(400);
    const res = await c.post("/api/sim/advance", { minutes });
    expect(res.status).toBe(200);
    const after = gameListSchema.parse((await c.get("/api/live/scores")).json);
    expect(after.find((g) => g.id === next.id)?.gameStatus).toBe("live");
  });
});

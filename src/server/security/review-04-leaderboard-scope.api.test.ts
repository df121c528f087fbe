import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "@shared/schemas/common";
import { startTestApp, type TestApp, type TestClient } from "../test/test-app";

// Review finding 4: `GET /api/leaderboards?scope=community:9999999999` answered 500, the id
// overflowing the integer column. Every id a client sends (path, query, inside a cursor) is read
// with the shared bounds (`idSchema`, `cursorId` of src/shared/schemas/common.ts): one past the
// column's range is a 400, never a database error.
let t: TestApp;
let fan: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  fan = t.client();
  await fan.registerFresh();
});
afterAll(async () => t?.close());

const INT_MAX = 2_147_483_647;

describe("review 4: ids past the integer column", () => {
  it("a leaderboard scope naming a community id out of range answers 400", async () => {
    for (const id of ["9999999999", String(INT_MAX + 1)]) {
      const res = await fan.get(`/api/leaderboards?scope=community:${id}`);
      expect(res.status, res.text).toBe(400);
      expect(res.json.message).toMatch(/Scope must be friends or community:<id>/);
    }
    // The largest id is a valid scope: no such community.
    expect((await fan.get(`/api/leaderboards?scope=community:${INT_MAX}`)).status).toBe(404);
  });

  it("a forged sessions cursor with an id out of range answers 400", async () => {
    for (const id of [INT_MAX + 1, 1e10, -1]) {
      const res = await fan.get(`/api/auth/sessions?cursor=${encodeCursor({ id })}`);
      expect(res.status, res.text).toBe(400);
      expect(res.json.message).toBe("Invalid cursor");
    }
    expect((await fan.get(`/api/auth/sessions?cursor=${encodeCursor({ id: INT_MAX })}`)).status).toBe(200);
  });
});

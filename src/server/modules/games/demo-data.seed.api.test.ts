import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_USERS } from "../../db/seed/demo-users";
import { startTestApp, type TestApp } from "../../test/test-app";

// The demo world a first start seeds on the pinned test board (startTestApp pins SIM_CLOCK):
// predictions scored and open for every fan, match-thread talk on live games, unread
// notifications, and events at venues in several time zones.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SEED_DEMO_DATA: "true" });
});
afterAll(async () => t?.close());

const demoEmails = DEMO_USERS.map((u) => `'${u.email}'`).join(",");

describe("demo data that feels alive", () => {
  it("gives every demo fan scored and open predictions, so the leaderboards have points", async () => {
    const rows = await t.app.database.query<{ username: string; scored: number; open: number; points: number }>(
      `select u.username,
              count(*) filter (where p.scored_at is not null and g.status = 'final')::int as scored,
              count(*) filter (where p.scored_at is null and g.status = 'upcoming')::int as open,
              coalesce(sum(p.points), 0)::int as points
         from users u join game_predictions p on p.user_id = u.id join games g on g.id = p.game_id
        where u.email in (${demoEmails})
        group by u.username`,
    );
    expect(rows.map((r) => r.username).sort()).toEqual(DEMO_USERS.map((u) => u.username).sort());
    for (const r of rows) {
      expect(r.scored, r.username).toBeGreaterThanOrEqual(1);
      expect(r.open, r.username).toBeGreaterThanOrEqual(1);
    }
    expect(rows.reduce((sum, r) => sum + r.points, 0)).toBeGreaterThan(0);

    // As a fan sees it: her friends' leaderboard this season has points.
    const c = t.client();
    expect((await c.post("/api/auth/login", { email: DEMO_USERS[0]!.email, password: DEMO_PASSWORD })).status).toBe(
      200,
    );
    const board = await c.get("/api/leaderboards?period=season&scope=friends");
    expect(board.status).toBe(200);
    expect((board.json.items as { points: number }[]).some((e) => e.points > 0)).toBe(true);
  });

  it("stores the seeded games with their story, and talk in the match threads of live games", async () => {
    const [live] = await t.app.database.query<{ threads: number; messages: number }>(
      `select count(distinct c.game_id)::int as threads, count(*)::int as messages
         from game_comments c join games g on g.id = c.game_id where g.state->>'gameStatus' = 'live'`,
    );
    expect(live!.threads).toBeGreaterThanOrEqual(3);
    expect(live!.messages).toBeGreaterThanOrEqual(live!.threads * 3);
    const [story] = await t.app.database.query<{ finals: number }>(
      `select count(*)::int as finals from games g
        where g.status = 'final' and exists (select 1 from game_timeline e where e.game_id = g.id and e.kind = 'final')`,
    );
    expect(story!.finals).toBeGreaterThan(0);
  });

  it("leaves each demo fan a few unread notifications about real demo content", async () => {
    const rows = await t.app.database.query<{ username: string; unread: number }>(
      `select u.username, count(n.id)::int as unread
         from users u left join notifications n on n.recipient_id = u.id and n.read_at is null
        where u.email in (${demoEmails}) group by u.username`,
    );
    const withSome = rows.filter((r) => r.unread > 0);
    // Every fan someone wrote to, liked or asked: all but a fan nobody reacted to.
    expect(withSome.length).toBeGreaterThanOrEqual(DEMO_USERS.length - 1);
    for (const r of rows) expect(r.unread, r.username).toBeLessThanOrEqual(8);

    const c = t.client();
    expect(
      (await c.post("/api/auth/login", { email: "maya.hoops@fanzone.demo", password: DEMO_PASSWORD })).status,
    ).toBe(200);
    const page = await c.get("/api/notifications");
    expect(page.status).toBe(200);
    expect(page.json.unreadCount).toBeGreaterThanOrEqual(2);
    const types = new Set((page.json.items as { type: string }[]).map((n) => n.type));
    expect(types.has("friend_request") || types.has("post_comment") || types.has("post_like")).toBe(true);
  });

  it("places events at venues in several time zones, each at its local start time", async () => {
    const events = await t.app.database.query<{ title: string; event_date: Date | string; time_zone: string }>(
      `select title, event_date, e.time_zone from events e join users u on u.id = e.creator_id where u.email in (${demoEmails})`,
    );
    const local = (title: string, timeZone: string) => {
      const e = events.find((x) => x.title === title)!;
      // The venue's zone is stored with the event, so every fan sees the venue's clock beside theirs.
      expect(e.time_zone).toBe(timeZone);
      return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit" }).format(
        new Date(e.event_date),
      );
    };
    expect(local("Lakers vs Celtics Watch Party", "America/Los_Angeles")).toBe("18:00");
    expect(local("Bruins Game Night at the Harp", "America/New_York")).toBe("18:00");
    expect(local("Mexico World Cup Viewing Fiesta", "America/Mexico_City")).toBe("13:00");
    expect(local("North London Derby Breakfast", "Europe/London")).toBe("11:00");
    expect(local("Der Klassiker at the Fan Bar", "Europe/Berlin")).toBe("18:30");
    expect(local("Le Classique on the Terrace", "Europe/Paris")).toBe("20:45");
  });
});

// @vitest-environment jsdom
import * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { MemoryRouter } from "react-router";
import type { Game } from "@shared/schemas/live";
import { LiveTicker } from "@web/features/live";
import { createQueryClient } from "./query-client";
import { useNotifications } from "@web/features/notifications/api/notifications";
import { LiveConnectionProvider, liveSocketUrl, reconnectDelay, useLiveConnection } from "./realtime";
import { SessionProvider, useAuth } from "./session";
import { testUser as maya } from "@web/test/users";

class FakeSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  readyState = 0;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(msg: unknown) {
    this.onmessage?.({ data: typeof msg === "string" ? msg : JSON.stringify(msg) });
  }
}

const game: Game = {
  id: "g1",
  league: "nba",
  sport: "basketball",
  gameStatus: "live",
  gameTime: "2026-11-22T19:00:00Z",
  homeTeam: { id: 1014, name: "Los Angeles Lakers", abbreviation: "LAL", logo: "/api/teams/logos/1014.svg" },
  awayTeam: { id: 1002, name: "Boston Celtics", abbreviation: "BOS", logo: "/api/teams/logos/1002.svg" },
  homeScore: 88,
  awayScore: 85,
  homeShootout: null,
  awayShootout: null,
  statusDetail: "Q4 5:12",
  period: 4,
  clock: "5:12",
  winner: null,
  updatedAt: "2026-11-22T21:00:00.000Z",
  stale: false,
};

/** Says when the session has settled, so a test can check what happened once it had. */
function SessionState() {
  const { user, isLoading } = useAuth();
  return <p>{isLoading ? "session loading" : user ? "signed in" : "signed out"}</p>;
}

let queryClient: ReturnType<typeof createQueryClient>;

/** A game's page: follows one game's pushes while mounted. */
function GameFollower({ gameId, heard }: { gameId: string; heard: (type: string) => void }) {
  const { followGame } = useLiveConnection();
  React.useEffect(() => followGame(gameId, (msg) => heard(msg.type)), [followGame, gameId, heard]);
  return null;
}

/** The page open until "Leave" is pressed. */
function GamePage(props: { gameId: string; heard: (type: string) => void }) {
  const [open, setOpen] = React.useState(true);
  return open ? (
    <>
      <GameFollower {...props} />
      <button onClick={() => setOpen(false)}>Leave</button>
    </>
  ) : null;
}

function setup(loggedIn = true, extra: React.ReactNode = null) {
  FakeSocket.all = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === "/api/auth/me")
        return new Response(JSON.stringify(loggedIn ? { user: maya } : { message: "no" }), {
          status: loggedIn ? 200 : 401,
        });
      if (url === "/api/live/scores") return new Response(JSON.stringify([game]));
      return new Response("[]");
    }),
  );
  queryClient = createQueryClient();
  return render(
    <I18nProvider i18n={setupI18n({ locale: "en", messages: { en: {} } })}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <SessionState />
          <LiveConnectionProvider>
            <MemoryRouter>
              <LiveTicker />
              {extra}
            </MemoryRouter>
          </LiveConnectionProvider>
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("live connection (SPEC §4)", () => {
  it("opens for a signed-in user, subscribes once open, and applies score_update to the screen", async () => {
    setup();
    const item = await screen.findByTestId("ticker-game");
    expect(within(item).getByTestId("ticker-home-score").textContent).toBe("88");
    await waitFor(() => expect(FakeSocket.all.length).toBe(1));
    const sock = FakeSocket.all[0]!;
    expect(sock.url).toBe(`ws://${window.location.host}/ws`);
    sock.open();
    expect(sock.sent.map((s) => JSON.parse(s))).toEqual([{ type: "subscribe_scores" }]);
    await screen.findByText("(connected)");

    sock.receive({
      type: "score_update",
      data: { ...game, homeScore: 91, statusDetail: "Q4 4:40", updatedAt: "2026-11-22T21:00:05.000Z" },
    });
    await waitFor(() =>
      expect(within(screen.getByTestId("ticker-game")).getByTestId("ticker-home-score").textContent).toBe("91"),
    );
    expect(screen.getByText("Q4 4:40")).toBeTruthy();

    // an older state arriving late does not roll the score back; malformed frames are ignored
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    sock.receive({ type: "score_update", data: { ...game, homeScore: 80, updatedAt: "2026-11-22T20:00:00.000Z" } });
    sock.receive("not json");
    sock.receive({ type: "score_update", data: { id: "g1" } });
    // Frames are handled in order of arrival: the second warning comes after all three.
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(within(screen.getByTestId("ticker-game")).getByTestId("ticker-home-score").textContent).toBe("91");

    // the game goes final: it leaves the ticker (live games only)
    sock.receive({
      type: "score_update",
      data: { ...game, homeScore: 101, gameStatus: "final", winner: "home", updatedAt: "2026-11-22T21:30:00.000Z" },
    });
    await screen.findByText("No live games right now");
  });

  it("reconnects after the connection drops, and resubscribes", async () => {
    setup();
    await waitFor(() => expect(FakeSocket.all.length).toBe(1));
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.close();
    await screen.findByText("(reconnecting)");
    await waitFor(() => expect(FakeSocket.all.length).toBe(2));
    FakeSocket.all[1]!.open();
    expect(FakeSocket.all[1]!.sent).toEqual([JSON.stringify({ type: "subscribe_scores" })]);
  });

  it("refetches the scores after reconnecting, and the older fetched state never overwrites a pushed one", async () => {
    setup();
    const scoreFetches = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url) === "/api/live/scores").length;
    await screen.findByTestId("ticker-game");
    await waitFor(() => expect(FakeSocket.all.length).toBe(1));
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.receive({
      type: "score_update",
      data: { ...game, homeScore: 91, updatedAt: "2026-11-22T21:00:05.000Z" },
    });
    const home = () => within(screen.getByTestId("ticker-game")).getByTestId("ticker-home-score").textContent;
    await waitFor(() => expect(home()).toBe("91"));
    const before = scoreFetches();

    FakeSocket.all[0]!.close(); // e.g. 1012 from an instance restarting
    await waitFor(() => expect(FakeSocket.all.length).toBe(2));
    FakeSocket.all[1]!.open();
    // The refetch answers the older state (88 at 21:00:00): the pushed 91 stays.
    await waitFor(() => expect(scoreFetches()).toBe(before + 1));
    // Once that fetch has settled, what it answered has been weighed against the pushed state.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(home()).toBe("91");
  });

  it("reads the bell again each time the socket opens: what was stored before it opened was never pushed", async () => {
    function Bell() {
      useNotifications();
      return null;
    }
    setup(true, <Bell />);
    const bellReads = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url) === "/api/notifications").length;
    await waitFor(() => expect(bellReads()).toBe(1));
    await waitFor(() => expect(FakeSocket.all.length).toBe(1));
    FakeSocket.all[0]!.open();
    await waitFor(() => expect(bellReads()).toBe(2));
    FakeSocket.all[0]!.close();
    await waitFor(() => expect(FakeSocket.all.length).toBe(2));
    FakeSocket.all[1]!.open();
    await waitFor(() => expect(bellReads()).toBe(3));
  });

  it("says 'Reconnecting…' in the ticker only once the socket closed or failed, and refetches when it opens", async () => {
    setup();
    const scoreFetches = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url) === "/api/live/scores").length;
    await screen.findByTestId("ticker-game");
    await waitFor(() => expect(FakeSocket.all.length).toBe(1));
    // Still connecting for the first time: nothing to warn about.
    expect(screen.queryByTestId("live-status")).toBeNull();
    const before = scoreFetches();
    // The first attempt fails before it ever opened (the server restarting, a dead network).
    FakeSocket.all[0]!.close();
    expect((await screen.findByTestId("live-status")).textContent).toBe("Reconnecting…");
    await waitFor(() => expect(FakeSocket.all.length).toBe(2));
    FakeSocket.all[1]!.open();
    await waitFor(() => expect(screen.queryByTestId("live-status")).toBeNull());
    // Updates were missed meanwhile: the board is read again at once.
    await waitFor(() => expect(scoreFetches()).toBe(before + 1));
  });

  it("does not open without a user", async () => {
    setup(false);
    // Once the session has answered "signed out" the provider has decided: no socket.
    await screen.findByText("signed out", {});
    expect(FakeSocket.all.length).toBe(0);
  });

  it("is an error outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => useLiveConnection())).toThrow(/LiveConnectionProvider/);
  });

  it("uses wss on https pages and backs off up to 30 s", () => {
    expect(liveSocketUrl({ protocol: "https:", host: "fans.example" })).toBe("wss://fans.example/ws");
    expect(liveSocketUrl({ protocol: "http:", host: "localhost:3000" })).toBe("ws://localhost:3000/ws");
    expect(reconnectDelay(0, () => 0)).toBe(1000);
    expect(reconnectDelay(3, () => 1)).toBe(9000);
    expect(reconnectDelay(20, () => 1)).toBe(30000);
  });

  it("follows a game's pushes while its page is open, again after a reconnect, and stops after", async () => {
    const heard = vi.fn();
    setup(true, <GamePage gameId="g1" heard={heard} />);
    await waitFor(() => expect(FakeSocket.all.length).toBe(1));
    const sock = FakeSocket.all[0]!;
    sock.open();
    expect(sock.sent.map((s) => JSON.parse(s))).toEqual([
      { type: "subscribe_scores" },
      { type: "subscribe_game", gameId: "g1" },
    ]);
    const comment = { id: 1, userId: 2, content: "Goal!", createdAt: "2026-11-22T21:00:00.000Z", removed: false };
    const people = { firstName: "Sam", lastName: "O", username: "sam", avatar: null };
    sock.receive({ type: "game_comment", data: { ...comment, ...people, gameId: "g1" } });
    sock.receive({ type: "game_comment", data: { ...comment, ...people, gameId: "other" } });
    sock.receive({ type: "game_comment", data: { ...comment, ...people, id: 2, gameId: "g1" } });
    // Handled in order of arrival: by the second of g1, the other game's came and went unheard.
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
    expect(heard.mock.calls).toEqual([["game_comment"], ["game_comment"]]);

    sock.close();
    await waitFor(() => expect(FakeSocket.all.length).toBe(2), { timeout: 5_000 });
    const again = FakeSocket.all[1]!;
    again.open();
    expect(again.sent.map((s) => JSON.parse(s))).toContainEqual({ type: "subscribe_game", gameId: "g1" });

    screen.getByRole("button", { name: "Leave" }).click();
    await waitFor(() =>
      expect(again.sent.map((s) => JSON.parse(s))).toContainEqual({ type: "unsubscribe_game", gameId: "g1" }),
    );
  });
});

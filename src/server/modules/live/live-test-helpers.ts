import { randomUUID } from "node:crypto";
import WebSocket from "ws";
import type { Game } from "@shared/schemas/live";
import type { ServerMessage } from "@shared/realtime/messages";
import type { TestApp, TestClient } from "../../test/test-app";

import { LEAGUES } from "@shared/leagues";
import { simulatedScoresProvider } from "../../providers/scores/simulated/simulated.provider";
import { TEST_BOARD } from "../../providers/scores/simulated/test-board";
import { uniqueSeed, waitFor } from "../../test/sockets";

export { uniqueSeed, waitFor } from "../../test/sockets";

/**
 * A unique simulator seed whose board, on the test apps' pinned clock (TEST_BOARD, at real
 * speed), lists every league for its first ten minutes. A season's slate is drawn from the seed,
 * and about one seed in 500 gives a day on which some league does not play.
 */
export function everyLeagueSeed(): string {
  for (;;) {
    const seed = uniqueSeed();
    const board = simulatedScoresProvider({
      seed,
      timeScale: 1,
      anchorMs: 0,
      simStartMs: Date.parse(TEST_BOARD.clock),
    });
    const full = [0, 5, 10].every(
      (m) => new Set(board.gamesAt(m * 60_000).map((g) => g.league)).size === LEAGUES.length,
    );
    if (full) return seed;
  }
}

/** Opens /ws with the client's session cookie; resolves on open, rejects with the HTTP status. */
export function openSocket(t: TestApp, client: TestClient | null, headers: Record<string, string> = {}) {
  const url = t.baseUrl.replace(/^http/, "ws") + "/ws";
  const cookie = client?.cookie("fz_session");
  const ws = new WebSocket(url, {
    headers: { origin: t.baseUrl, ...(cookie ? { cookie: `fz_session=${cookie}` } : {}), ...headers },
  });
  const messages: ServerMessage[] = [];
  ws.on("message", (data) => messages.push(JSON.parse(data.toString())));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("unexpected-response", (_req, res) =>
      reject(Object.assign(new Error(`upgrade refused: ${res.statusCode}`), { status: res.statusCode })),
    );
    ws.once("error", reject);
  });
  return { ws, messages, opened, closed };
}

export async function subscribed(sock: ReturnType<typeof openSocket>) {
  await sock.opened;
  sock.ws.send(JSON.stringify({ type: "subscribe_scores" }));
  await waitFor(() => sock.messages.some((m) => m.type === "subscribed"));
}

export const updatesOf = (messages: ServerMessage[], id: string) =>
  messages
    .filter((m): m is Extract<ServerMessage, { type: "score_update" }> => m.type === "score_update" && m.data.id === id)
    .map((m) => m.data);

/** A game nobody else publishes, to follow through the pipeline. */
export function probeGame(base: Game, patch: Partial<Game> = {}): Game {
  return { ...base, id: `probe-${randomUUID()}`, updatedAt: new Date().toISOString(), ...patch };
}

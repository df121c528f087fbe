import { randomUUID } from "node:crypto";
import WebSocket from "ws";
import type { Game } from "@shared/schemas/live";
import type { ServerMessage } from "@shared/realtime/messages";
import type { TestApp, TestClient } from "../../test/test-app";

import { waitFor } from "../../test/sockets";

export { uniqueSeed, waitFor } from "../../test/sockets";

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

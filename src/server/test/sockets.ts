import { randomUUID } from "node:crypto";
import WebSocket from "ws";
import type { ServerMessage } from "@shared/realtime/messages";
import type { TestApp, TestClient } from "./test-app";

/** Each test app gets its own simulated world (and Redis namespace). */
export const uniqueSeed = () => `test-${randomUUID()}`;

/** Polls a condition (never a fixed sleep); fails after `timeoutMs`, a hang guard (a busy machine is slow). */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 60_000, stepMs = 25) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  throw new Error("waitFor: condition not met in time");
}

/**
 * Opens /ws on `t` with the client's session cookie and records every message; `closed` resolves
 * with the close code and reason.
 */
export function openSocket(t: TestApp, client: TestClient) {
  const url = t.baseUrl.replace(/^http/, "ws") + "/ws";
  const cookie = client.cookie("fz_session");
  const ws = new WebSocket(url, {
    headers: { origin: t.baseUrl, ...(cookie ? { cookie: `fz_session=${cookie}` } : {}) },
  });
  const messages: ServerMessage[] = [];
  ws.on("message", (data) => messages.push(JSON.parse(data.toString()) as ServerMessage));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.once("error", reject);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return { ws, messages, opened, closed };
}

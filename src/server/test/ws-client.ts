import { randomUUID } from "node:crypto";
import WebSocket from "ws";
import type { ServerMessage } from "@shared/realtime/messages";
import type { TestApp, TestClient } from "./test-app";

/** Each test app gets its own simulated world (and Redis namespace). */
export const uniqueSeed = () => `test-${randomUUID()}`;

/** Polls `check` until it holds (conditions, never sleeps); fails after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, stepMs = 25) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  throw new Error("waitFor: condition not met in time");
}

/** Opens /ws with the client's session cookie and collects every server message. */
export function openSocket(t: TestApp, client: TestClient) {
  const ws = new WebSocket(t.baseUrl.replace(/^http/, "ws") + "/ws", {
    headers: { origin: t.baseUrl, cookie: `fz_session=${client.cookie("fz_session")}` },
  });
  const messages: ServerMessage[] = [];
  ws.on("message", (data) => messages.push(JSON.parse(data.toString())));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  return { ws, messages, opened };
}

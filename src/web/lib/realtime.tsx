import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ClientMessage } from "@shared/realtime/messages";
import { useAuth } from "./session";
import type { Game } from "@shared/schemas/live";
import { notificationsRead } from "@shared/first-screen/frame-reads";
import { whenLoadedAndIdle } from "./after-first-paint";
import { loadProtocol } from "./live-protocol";
import { SCORES_KEY, applyScoreUpdates, refetchLiveScores } from "./live-keys";
import { GameSubscriptions, type GameListener } from "./game-subscriptions";

// The live connection (SPEC §4/§7): a WebSocket to /ws on the same host, opened while a user
// exists and closed when the user goes. Once open it subscribes to scores; each score_update
// replaces the game with the same id in the cached score lists. It reconnects with backoff and
// jitter (an instance restarting closes with 1012 and every client comes back, spread out),
// resubscribes, and refetches the score lists and the bell for whatever changed while it was away.
/**
 * `connecting` until the first open (nothing to warn about yet); `reconnecting` once the socket
 * closed or never came up, until it opens again.
 */
export type LiveConnectionStatus = "connecting" | "open" | "reconnecting";

export interface LiveConnection {
  connected: boolean;
  status: LiveConnectionStatus;
  /**
   * Follows one game's pushes (match thread, story) while the caller is mounted: the socket
   * subscribes on the first listener and again after each reconnect. Returns the unfollow.
   * `reveal`: the viewer revealed the game, so its sheet's changes come even under the spoiler shield.
   */
  followGame(gameId: string, listener: GameListener, reveal?: boolean): () => void;
}

const LiveConnectionContext = React.createContext<LiveConnection | null>(null);

/** GET /api/notifications: the bell's query. */
export const NOTIFICATIONS_KEY = notificationsRead.queryKey;
const RECONNECT_MIN_MS = 1_000;
/** Updates arriving within this window are applied together: busy game nights stay smooth. */
const BATCH_MS = 150;
const RECONNECT_MAX_MS = 30_000;

export function liveSocketUrl(loc: Pick<Location, "protocol" | "host"> = window.location): string {
  return `${loc.protocol === "https:" ? "wss" : "ws"}://${loc.host}/ws`;
}

/** Backoff with full jitter: 1 s, 2 s, 4 s … capped at 30 s. */
export const reconnectDelay = (attempt: number, random = Math.random) =>
  Math.round(
    RECONNECT_MIN_MS + random() * Math.min(RECONNECT_MAX_MS - RECONNECT_MIN_MS, RECONNECT_MIN_MS * 2 ** attempt),
  );

export function LiveConnectionProvider({ children }: { children: React.ReactNode }) {
  const { user } = useAuth();
  const qc = useQueryClient();
  const [status, setStatus] = React.useState<LiveConnectionStatus>("connecting");
  const connected = status === "open";
  const userId = user?.id ?? null;
  const [games] = React.useState(() => new GameSubscriptions());
  const socketRef = React.useRef<WebSocket | null>(null);
  const send = React.useCallback((msg: ClientMessage) => {
    const socket = socketRef.current;
    if (socket?.readyState === 1) socket.send(JSON.stringify(msg));
  }, []);

  React.useEffect(() => {
    if (userId === null || typeof WebSocket === "undefined") return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let disposed = false;
    // Set once the socket has closed or failed: every open after that refetches the board.
    let missedUpdates = false;
    // The socket opens only once the page has loaded and is idle (below): a board fetched before
    // that missed what changed in between, so the first open reads it again too.
    let boardBeforeSocket = false;
    let pending = new Map<string, Game>();
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    let inbox = Promise.resolve();
    const flush = () => {
      flushTimer = undefined;
      const games = [...pending.values()];
      pending = new Map();
      applyScoreUpdates(qc, games);
    };

    const connect = () => {
      if (disposed) return;
      // The schemas load while the socket opens (loaded once, then kept).
      loadProtocol().catch(() => undefined);
      socket = new WebSocket(liveSocketUrl());
      socketRef.current = socket;
      socket.onopen = () => {
        attempt = 0;
        setStatus("open");
        const msg: ClientMessage = { type: "subscribe_scores" };
        socket?.send(JSON.stringify(msg));
        for (const gameId of games.gameIds()) {
          const follow: ClientMessage = {
            type: "subscribe_game",
            gameId,
            ...(games.isRevealed(gameId) ? { reveal: true } : {}),
          };
          socket?.send(JSON.stringify(follow));
        }
        // Whatever changed while the socket was down was never pushed: read the board again now,
        // so it is current within a round trip of the reconnection. Pushed states win over older
        // fetched ones (see keepNewerGames), so this cannot roll a score back.
        if (missedUpdates || boardBeforeSocket) void refetchLiveScores(qc);
        missedUpdates = boardBeforeSocket = false;
        // A notification stored before the server knew this socket was never pushed, and the bell
        // read its list before the socket opened (or while it was down): read it again.
        void qc.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      };
      socket.onmessage = (ev) => {
        const raw: unknown = ev.data;
        // In order of arrival, each once the schemas are there. A message the schemas failed to
        // load for (connection lost) is dropped; the board is read again on the next open.
        inbox = inbox
          .then(async () => {
            const { parseMessage, serverMessageSchema } = await loadProtocol();
            if (disposed) return;
            const msg = typeof raw === "string" ? parseMessage(serverMessageSchema, raw) : null;
            if (!msg) {
              console.warn("Live connection: malformed message ignored");
              return;
            }
            if (games.dispatch(msg)) return;
            if (msg.type === "score_update") {
              pending.set(msg.data.id, msg.data);
              flushTimer ??= setTimeout(flush, BATCH_MS);
            }
            // The bell re-reads its list and unread count (the server coalesces bursts).
            if (msg.type === "notification") void qc.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
          })
          .catch((err: unknown) => console.warn("Live connection: message dropped", err));
      };
      socket.onclose = () => {
        missedUpdates = true;
        if (!disposed) setStatus("reconnecting");
        socket = null;
        socketRef.current = null;
        if (!disposed) timer = setTimeout(connect, reconnectDelay(attempt++));
      };
    };
    // The socket, its protocol chunk (the validation library) and the first pushes wait until the
    // page has loaded and the browser is idle: the first screen is drawn from the fetched board,
    // and a signed-in page responds sooner when they do not compete with its first renders.
    let started = false;
    const cancelStart = whenLoadedAndIdle(() => {
      started = true;
      boardBeforeSocket = qc.getQueryData(SCORES_KEY) !== undefined;
      connect();
    });
    // A phone waking up or a network coming back: try again at once rather than wait out the backoff.
    const retryNow = () => {
      if (started && !socket && !disposed) {
        clearTimeout(timer);
        attempt = 0;
        connect();
      }
    };
    window.addEventListener("online", retryNow);
    return () => {
      disposed = true;
      cancelStart();
      clearTimeout(timer);
      clearTimeout(flushTimer);
      window.removeEventListener("online", retryNow);
      socket?.close();
      socketRef.current = null;
      setStatus("connecting");
    };
  }, [userId, qc, games]);

  const followGame = React.useCallback(
    (gameId: string, listener: GameListener, reveal = false) =>
      games.add(
        gameId,
        listener,
        (revealing) => send({ type: "subscribe_game", gameId, ...(revealing ? { reveal: true } : {}) }),
        () => send({ type: "unsubscribe_game", gameId }),
        reveal,
      ),
    [games, send],
  );
  const value = React.useMemo(() => ({ connected, status, followGame }), [connected, status, followGame]);
  return <LiveConnectionContext.Provider value={value}>{children}</LiveConnectionContext.Provider>;
}

/** The live connection's state; using it outside its provider is an error (SPEC §8). */
export function useLiveConnection(): LiveConnection {
  const ctx = React.useContext(LiveConnectionContext);
  if (!ctx) throw new Error("useLiveConnection must be used within a LiveConnectionProvider");
  return ctx;
}

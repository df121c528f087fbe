import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { GameDetail } from "@shared/schemas/games";
import type { GameMessage } from "@web/lib/game-subscriptions";
import { gameDetailKey } from "@web/lib/live-keys";
import { useLiveConnection } from "@web/lib/realtime";
import { applyGameUpdate } from "../lib/game-story";
import { addToThread, removeFromThread, type Thread } from "../lib/thread-cache";
import { gameCommentsKey } from "./comments";
import { predictionKey } from "./prediction";

/**
 * Keeps a game's page live: pushed comments and deletions go into the match thread's cache, a
 * new chapter of the story into the game's (kick-off locks the pick, the final brings points).
 * After a reconnect, whatever was missed is fetched again.
 */
export function useGameLive(gameId: string) {
  const qc = useQueryClient();
  const { connected, followGame } = useLiveConnection();

  React.useEffect(
    () =>
      followGame(gameId, (msg: GameMessage) => {
        if (msg.type === "game_comment")
          qc.setQueryData(gameCommentsKey(gameId), (t: Thread | undefined) => addToThread(t, msg.data));
        else if (msg.type === "game_comment_deleted")
          qc.setQueryData(gameCommentsKey(gameId), (t: Thread | undefined) => removeFromThread(t, msg.data.id));
        else {
          qc.setQueryData<GameDetail>(gameDetailKey(gameId), (d) => applyGameUpdate(d, msg.data));
          const kind = msg.data.latestEntry?.kind;
          if (kind === "start" || kind === "final" || kind === "postponed")
            void qc.invalidateQueries({ queryKey: predictionKey(gameId), exact: true });
        }
      }),
    [gameId, followGame, qc],
  );

  const wasConnected = React.useRef(connected);
  React.useEffect(() => {
    if (connected && !wasConnected.current)
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] === "/api/games" && q.queryKey[1] === gameId });
    wasConnected.current = connected;
  }, [connected, gameId, qc]);
}

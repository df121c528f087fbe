import * as React from "react";
import { useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { PredictionState } from "@shared/schemas/games";
import type { GameMessage } from "@web/lib/game-subscriptions";
import { gameDetailKey } from "@web/lib/live-keys";
import { useLiveConnection } from "@web/lib/realtime";
import { applyGameUpdate } from "../lib/game-story";
import { pickOutdated } from "../lib/pick-outdated";
import { addToThread, removeFromThread, type Thread } from "../lib/thread-cache";
import { gameCommentsKey } from "./comments";
import type { GameWithSheet } from "./game";
import { predictionKey } from "./prediction";

/**
 * Writes a push into a cached read. A fetch of that read already under way (every mutation
 * refetches all reads) was answered before the push's change and would put the old state back
 * over it: it is cancelled, and fetched again once the push is in (the server stores a change
 * before it pushes it, so the new fetch holds it too).
 */
async function patch<T>(qc: QueryClient, queryKey: QueryKey, update: (cached: T | undefined) => T | undefined) {
  const inFlight = qc.isFetching({ queryKey, exact: true }) > 0;
  if (inFlight) await qc.cancelQueries({ queryKey, exact: true });
  qc.setQueryData<T>(queryKey, update);
  if (inFlight) void qc.invalidateQueries({ queryKey, exact: true });
}

/**
 * Keeps a game's page live: pushed comments and deletions go into the match thread's cache, a
 * new chapter of the story and what changed inside the game (key events, box score lines) into
 * the game's (kick-off locks the pick, the final brings points). `revealed`: the viewer revealed
 * the game, so the sheet's changes come even under the spoiler shield. After a reconnect,
 * whatever was missed is fetched again.
 */
export function useGameLive(gameId: string, revealed = false) {
  const qc = useQueryClient();
  const { connected, followGame } = useLiveConnection();

  React.useEffect(
    () =>
      followGame(
        gameId,
        (msg: GameMessage) => {
          if (msg.type === "game_comment")
            void patch<Thread>(qc, gameCommentsKey(gameId), (t) => addToThread(t, msg.data));
          else if (msg.type === "game_comment_deleted")
            void patch<Thread>(qc, gameCommentsKey(gameId), (t) => removeFromThread(t, msg.data.id));
          else if (msg.type === "subscribed") {
            // The sheet's pushes are changes from the sheet as it stood when the server took the
            // subscription: a game under way read before that is read again, so nothing falls between.
            if (qc.getQueryData<GameWithSheet>(gameDetailKey(gameId))?.gameStatus === "live")
              void qc.invalidateQueries({ queryKey: gameDetailKey(gameId), exact: true });
          } else {
            void patch<GameWithSheet>(qc, gameDetailKey(gameId), (d) => applyGameUpdate(d, msg.data));
            if (pickOutdated(qc.getQueryData<PredictionState>(predictionKey(gameId)), msg.data))
              void qc.invalidateQueries({ queryKey: predictionKey(gameId), exact: true });
          }
        },
        revealed,
      ),
    [gameId, followGame, qc, revealed],
  );

  const wasConnected = React.useRef(connected);
  React.useEffect(() => {
    if (connected && !wasConnected.current)
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] === "/api/games" && q.queryKey[1] === gameId });
    wasConnected.current = connected;
  }, [connected, gameId, qc]);
}

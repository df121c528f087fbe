import type { FastifyInstance } from "fastify";
import { GAME_SUBSCRIPTIONS_MAX } from "@shared/limits";
import { gameSheetTopic, gameTopic } from "@shared/schemas/games";
import type { ServerMessage } from "@shared/realtime/messages";
import type { SocketClient } from "../../realtime/socket-hub";
import { isShielded } from "./game-sheets.service";

/**
 * subscribe_game / unsubscribe_game over /ws: a socket follows up to GAME_SUBSCRIPTIONS_MAX
 * games; game_comment and game_update reach it through app.sockets.sendToTopic, from any
 * instance. The match thread is open to everyone signed in, like the score board. The sheet's
 * changes (game_update with `sheet`) go to the game's sheet topic, which the socket follows too
 * unless the user's spoiler shield covers the game and the message did not say `reveal`: the
 * sheet pushes after the `subscribed` acknowledgement carry what changed from then on.
 */
export function registerGameTopics(app: FastifyInstance) {
  const game = (id: string) => app.live.getGame(id) ?? app.seasons.findGame(id);
  const sheetWanted = async (client: SocketClient, gameId: string, reveal: boolean) => {
    if (reveal) return true;
    const g = game(gameId);
    try {
      return !g || !(await isShielded(app.spoilers, client.userId, g));
    } catch {
      return false; // unsure: keep the spoilers out
    }
  };
  const drop = (client: SocketClient, topic: string) => {
    client.topics.delete(topic);
    client.topics.delete(gameSheetTopic(topic.slice("game:".length)));
  };

  app.sockets.onClientMessage("subscribe_game", (client, msg) => {
    if (msg.type !== "subscribe_game") return;
    const topic = gameTopic(msg.gameId);
    const games = [...client.topics].filter((t) => t.startsWith("game:"));
    if (!client.topics.has(topic) && games.length >= GAME_SUBSCRIPTIONS_MAX) {
      // Following one game too many drops the oldest: a page left open in another tab loses it.
      drop(client, games[0]!);
    }
    client.topics.add(topic);
    void sheetWanted(client, msg.gameId, msg.reveal === true).then(async (wanted) => {
      // Still following (no unsubscribe meanwhile): the sheet topic goes with the game's, and
      // the pushes after the acknowledgement are the changes from the sheet as it stands now.
      const g = game(msg.gameId);
      if (wanted && client.topics.has(topic)) {
        client.topics.add(gameSheetTopic(msg.gameId));
        if (g) await app.sheetPusher.follow(g);
      } else client.topics.delete(gameSheetTopic(msg.gameId));
      const ack: ServerMessage = { type: "subscribed", data: { topic } };
      if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(ack));
    });
  });
  app.sockets.onClientMessage("unsubscribe_game", (client, msg) => {
    if (msg.type === "unsubscribe_game") drop(client, gameTopic(msg.gameId));
  });
}

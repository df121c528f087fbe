import type { FastifyInstance } from "fastify";
import { GAME_SUBSCRIPTIONS_MAX } from "@shared/limits";
import { gameTopic } from "@shared/schemas/games";
import type { ServerMessage } from "@shared/realtime/messages";

/**
 * subscribe_game / unsubscribe_game over /ws: a socket follows up to GAME_SUBSCRIPTIONS_MAX
 * games; game_comment and game_update reach it through app.sockets.sendToTopic, from any
 * instance. The match thread is open to everyone signed in, like the score board.
 */
export function registerGameTopics(app: FastifyInstance) {
  app.sockets.onClientMessage("subscribe_game", (client, msg) => {
    if (msg.type !== "subscribe_game") return;
    const topic = gameTopic(msg.gameId);
    const games = [...client.topics].filter((t) => t.startsWith("game:"));
    if (!client.topics.has(topic) && games.length >= GAME_SUBSCRIPTIONS_MAX) {
      // Following one game too many drops the oldest: a page left open in another tab loses it.
      client.topics.delete(games[0]!);
    }
    client.topics.add(topic);
    const ack: ServerMessage = { type: "subscribed", data: { topic } };
    client.socket.send(JSON.stringify(ack));
  });
  app.sockets.onClientMessage("unsubscribe_game", (client, msg) => {
    if (msg.type === "unsubscribe_game") client.topics.delete(gameTopic(msg.gameId));
  });
}

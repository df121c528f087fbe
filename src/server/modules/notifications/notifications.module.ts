import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  markReadSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  pushConfigSchema,
  pushStatusQuerySchema,
  pushUnsubscribeSchema,
  unreadCountSchema,
} from "@shared/schemas/notifications";
import { currentUserId } from "../../lib/session";
import { requestLocale } from "../../plugins/locale";
import { EventReminders } from "./event-reminders";
import { EventReminderMails } from "./event-reminder-mails";
import { unsubscribeRoutes } from "./unsubscribe.routes";
import { NO_DELAY_SOURCE } from "../../realtime/fan-delay";
import { GameAlerts } from "./game-alerts";
import { NotificationService } from "./notifications.service";
import { notifyOnDomainEvents } from "./notify-on-events";
import { loadVapidKeys, PushService } from "./push.service";
import { userWriteLimit } from "../../lib/user-write-limit";
import { pushSubscriptionBodySchema } from "./push-keys";
import { errorResponses } from "../../lib/openapi-responses";

declare module "fastify" {
  interface FastifyInstance {
    /** `notify()` for every feature; `addFilter()` for rules such as blocks. */
    notifications: NotificationService;
    /** Web Push subscriptions and sending. */
    push: PushService;
    /** Game start/final alerts and event reminders (tests drive them). */
    notificationJobs: { games: GameAlerts; reminders: EventReminders; reminderMails: EventReminderMails };
  }
}

/**
 * Notifications: the bell's API, preferences, Web Push subscriptions, the jobs that notify about
 * games and events, and the subscriptions to the other modules' domain events that say who hears
 * of what (notify-on-events.ts). Delivery to sockets goes through `app.sockets` (every instance).
 */
export const notificationsModule = fp(
  async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ["notifications"];
    const push = new PushService(app.db, await loadVapidKeys(app.db, app.config), app.log, app.config.pushServiceHosts);
    const notifications = new NotificationService({
      db: app.db,
      sockets: app.sockets,
      spoilers: app.spoilers,
      push,
      log: app.log,
    });
    const isLeader = () => app.hasDecorator("live") && app.live.isLeader;
    const jobDeps = { db: app.db, notifications, isLeader, log: app.log };
    const provider = app.scoresProvider;
    const games = new GameAlerts({
      db: app.db,
      sockets: app.sockets,
      push,
      log: app.log,
      sheet: provider.sheet ? (game, why) => provider.sheet!(game, why) : undefined,
      // The fan-delay module registers later: read when a moment is fanned out.
      delays: () => (app.hasDecorator("live") ? app.live.delays : NO_DELAY_SOURCE),
    });
    const reminders = new EventReminders(jobDeps);
    const reminderMails = new EventReminderMails({ ...jobDeps, mail: app.mail });
    app.decorate("notifications", notifications);
    app.decorate("push", push);
    app.decorate("notificationJobs", { games, reminders, reminderMails });
    // Its own context: the one-click unsubscribe's form body parser is for that route only.
    await app.register(async (child) => unsubscribeRoutes(child, notifications));

    // What the other modules' domain events tell whom (comments, likes, friends, communities,
    // events, moderation, deleted accounts, games).
    const unsubscribe = notifyOnDomainEvents(app, notifications, games);
    app.addHook("onReady", async () => {
      reminders.start();
      reminderMails.start();
      games.start();
    });
    app.addHook("onClose", async () => {
      unsubscribe();
      await reminders.stop();
      await reminderMails.stop();
      await games.stop();
      notifications.flush();
      await push.close();
    });

    app.get(
      "/api/notifications",
      {
        schema: {
          summary: "List one's notifications, newest first",
          operationId: "listNotifications",
          tags,
          querystring: notificationListQuerySchema,
          response: { 200: notificationPageSchema },
        },
      },
      async (req) => notifications.list(currentUserId(req), req.query, await requestLocale(app, req)),
    );
    app.post(
      "/api/notifications/read",
      {
        preHandler: userWriteLimit(app, "notificationsRead", 120, 60),
        schema: {
          summary: "Mark notifications as read",
          operationId: "markNotificationsRead",
          tags,
          body: markReadSchema,
          response: { 200: unreadCountSchema },
        },
      },
      async (req) => notifications.markRead(currentUserId(req), req.body),
    );
    app.get(
      "/api/notifications/preferences",
      {
        schema: {
          summary: "Get notification preferences",
          operationId: "getNotificationPreferences",
          tags,
          response: { 200: notificationPreferencesSchema },
        },
      },
      async (req) => notifications.preferences(currentUserId(req)),
    );
    app.put(
      "/api/notifications/preferences",
      {
        preHandler: userWriteLimit(app, "notificationPrefs", 30, 60),
        schema: {
          summary: "Set notification preferences",
          operationId: "setNotificationPreferences",
          tags,
          body: notificationPreferencesSchema,
          response: { 200: notificationPreferencesSchema },
        },
      },
      async (req) => notifications.setPreferences(currentUserId(req), req.body),
    );

    app.get(
      "/api/push/subscriptions",
      {
        schema: {
          summary: "Get the Web Push key and whether this device is subscribed",
          operationId: "getPushStatus",
          tags,
          querystring: pushStatusQuerySchema,
          response: { 200: pushConfigSchema },
        },
      },
      async (req) => ({
        publicKey: push.publicKey,
        subscribed: await push.isSubscribed(currentUserId(req), req.query.endpoint),
      }),
    );
    app.post(
      "/api/push/subscriptions",
      {
        preHandler: userWriteLimit(app, "pushSubscribe", 20, 60),
        schema: {
          summary: "Subscribe a device to Web Push",
          description:
            "The endpoint must be an https address, on the standard port, of a known Web Push service (Firebase, Mozilla, Apple, Windows) or of one the operator lists in PUSH_SERVICE_HOSTS. An endpoint another account subscribed stays theirs and answers 409; the same account posting it again refreshes its keys.",
          operationId: "subscribePush",
          tags,
          body: pushSubscriptionBodySchema(app.config.pushServiceHosts),
          response: { 200: pushConfigSchema, ...errorResponses(409) },
        },
      },
      async (req) => {
        const userId = currentUserId(req);
        await push.subscribe(userId, req.body);
        return { publicKey: push.publicKey, subscribed: true };
      },
    );
    app.delete(
      "/api/push/subscriptions",
      {
        preHandler: userWriteLimit(app, "pushSubscribe", 20, 60),
        schema: {
          summary: "Unsubscribe a device from Web Push",
          operationId: "unsubscribePush",
          tags,
          body: pushUnsubscribeSchema,
          response: { 200: pushConfigSchema },
        },
      },
      async (req) => {
        const userId = currentUserId(req);
        await push.unsubscribe(userId, req.body?.endpoint);
        return { publicKey: push.publicKey, subscribed: await push.isSubscribed(userId, undefined) };
      },
    );
  },
  { name: "notifications", dependencies: ["spoilers", "live"] },
);

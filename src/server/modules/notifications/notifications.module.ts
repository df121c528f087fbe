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
import { currentUserId } from "../../plugins/auth";
import { requestLocale } from "../../plugins/locale";
import { EventReminders } from "./event-reminders";
import { EventReminderMails } from "./event-reminder-mails";
import { unsubscribeRoutes } from "./unsubscribe.routes";
import { GameAlerts } from "./game-alerts";
import { NotificationService } from "./notifications.service";
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
 * Notifications: the bell's API, preferences, Web Push subscriptions, and the jobs that notify
 * about games and events. Delivery to sockets goes through `app.sockets` (every instance).
 * Registered before the features that call `app.notifications.notify()`.
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
    const games = new GameAlerts(jobDeps);
    const reminders = new EventReminders(jobDeps);
    const reminderMails = new EventReminderMails({ ...jobDeps, mail: app.mail });
    app.decorate("notifications", notifications);
    app.decorate("push", push);
    app.decorate("notificationJobs", { games, reminders, reminderMails });
    // Its own context: the one-click unsubscribe's form body parser is for that route only.
    await app.register(async (child) => unsubscribeRoutes(child, notifications));

    if (app.hasDecorator("live")) {
      const off = app.live.onChange((changed) => games.onGames(changed));
      app.addHook("onReady", async () => games.seed(app.live.list()));
      app.addHook("onClose", async () => off());
    }
    app.addHook("onReady", async () => {
      reminders.start();
      reminderMails.start();
    });
    app.addHook("onClose", async () => {
      await reminders.stop();
      await reminderMails.stop();
      await games.idle();
      notifications.flush();
      await push.idle();
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
  { name: "notifications", dependencies: ["spoilers"] },
);

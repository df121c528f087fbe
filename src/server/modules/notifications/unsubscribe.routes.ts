import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { unsubscribeQuerySchema } from "@shared/schemas/notifications";
import { unsubscribeLinkOwner } from "../mail/email-links.service";
import { AppError, tooManyRequests } from "../../lib/errors";
import { errorResponses, messageSchema } from "../../lib/openapi-responses";
import type { NotificationService } from "./notifications.service";

export const UNSUBSCRIBED_MESSAGE = "You will not get event reminder emails any more.";
export const INVALID_UNSUBSCRIBE_MESSAGE = "This unsubscribe link is invalid or has expired.";

/** Links tried from one address: a token is not guessable; this bounds the work of trying. */
const UNSUBSCRIBES_PER_IP = { limit: 30, windowSeconds: 30 * 60 };

/**
 * The unsubscribe link of every reminder mail (List-Unsubscribe). A POST turns reminder mails off
 * (RFC 8058's one-click, which mail clients send as a form); a GET never does (link scanners
 * open every link), it leads to the page that asks.
 */
export async function unsubscribeRoutes(root: FastifyInstance, notifications: NotificationService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // The one-click body is `List-Unsubscribe=One-Click`, form-encoded; the token is in the URL.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );
  const tags = ["notifications"];

  app.post(
    "/api/mail/unsubscribe",
    {
      config: { public: true, sessionless: true, sessionlessForm: true },
      schema: {
        summary: "Turn event reminder emails off with the link of a reminder mail (one-click unsubscribe)",
        operationId: "unsubscribeReminderMails",
        tags,
        querystring: unsubscribeQuerySchema,
        response: { 200: messageSchema, ...errorResponses(429) },
      },
    },
    async (req) => {
      const { limit, windowSeconds } = UNSUBSCRIBES_PER_IP;
      const hit = await root.rateLimiter.hit(
        `unsubscribe:${req.ip}`,
        Math.max(1, Math.round(limit * root.config.rateLimitScale)),
        windowSeconds,
      );
      if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
      const userId = await unsubscribeLinkOwner(root.db, req.query.token);
      if (userId === null) throw new AppError(400, "validation", INVALID_UNSUBSCRIBE_MESSAGE);
      const prefs = await notifications.preferences(userId);
      await notifications.setPreferences(userId, {
        ...prefs,
        event_reminder: { ...prefs.event_reminder, email: false },
      });
      return { message: UNSUBSCRIBED_MESSAGE };
    },
  );

  app.get(
    "/api/mail/unsubscribe",
    {
      config: { public: true },
      schema: {
        summary: "The page that asks before unsubscribing",
        operationId: "unsubscribePage",
        tags,
        querystring: unsubscribeQuerySchema,
      },
    },
    async (req, reply) => reply.redirect(root.mail.link("/unsubscribe", { token: req.query.token }), 303),
  );
}

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { cleanString } from "@shared/schemas/common";
import { findLiveEmailToken } from "../auth/email-tokens.repository";
import { hashToken } from "../auth/session.service";
import { AppError } from "../../lib/errors";
import { errorResponses, messageSchema } from "../../lib/openapi-responses";
import { throttle, ipOf } from "../auth/auth.limits";
import type { NotificationService } from "./notifications.service";

export const UNSUBSCRIBED_MESSAGE = "You will not get event reminder emails any more.";
export const INVALID_UNSUBSCRIBE_MESSAGE = "This unsubscribe link is invalid or has expired.";

const tokenQuerySchema = z.object({ token: cleanString().min(1, "Token is required").max(200) });

/**
 * The unsubscribe link of every reminder mail (List-Unsubscribe). A POST turns reminder mails off
 * (RFC 8058's one-click, which mail clients send as a form); a GET never does (link scanners
 * open every link), it leads to the page that asks.
 */
export async function unsubscribeRoutes(root: FastifyInstance, notifications: NotificationService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // The one-click body is `List-Unsubscribe=One-Click`, form-encoded; the token is in the URL.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_req, _body, done) =>
    done(null, {}),
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
        querystring: tokenQuerySchema,
        response: { 200: messageSchema, ...errorResponses(429) },
      },
    },
    async (req) => {
      await throttle(root, "verifyPerIp", ipOf(req));
      const link = await findLiveEmailToken(root.db, hashToken(req.query.token), "unsubscribe_reminders", new Date());
      if (!link) throw new AppError(400, "validation", INVALID_UNSUBSCRIBE_MESSAGE);
      const prefs = await notifications.preferences(link.userId);
      await notifications.setPreferences(link.userId, { ...prefs, event_reminder: { ...prefs.event_reminder, email: false } });
      return { message: UNSUBSCRIBED_MESSAGE };
    },
  );

  app.get(
    "/api/mail/unsubscribe",
    {
      config: { public: true },
      schema: { summary: "The page that asks before unsubscribing", operationId: "unsubscribePage", tags, querystring: tokenQuerySchema },
    },
    async (req, reply) => reply.redirect(root.mail.link("/unsubscribe", { token: req.query.token }), 303),
  );
}

import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { translateApiMessage } from "@shared/i18n/api-messages";
import { LOCALE_COOKIE, isLocale, type Locale } from "@shared/i18n/locales";
import { localeFromAcceptLanguage } from "../i18n/accept-language";

/** The language an account chose (null: none), as the plugin's owner reads it (the users module's account cache). */
export type AccountLocale = (userId: number) => Promise<Locale | null | undefined>;

declare module "fastify" {
  interface FastifyInstance {
    /** The signed-in account's chosen language; given to the locale plugin by buildApp. */
    accountLocale: AccountLocale;
  }
}

/**
 * The language to answer `req` in: the signed-in user's choice, else the language the web app
 * shows (its cookie), else the request's Accept-Language, else English. The account's choice
 * comes from `app.accountLocale` (buildApp passes the users module's account cache, asked for on
 * every page load anyway); when it cannot be read (the database is down) the header decides.
 */
export async function requestLocale(app: FastifyInstance, req: FastifyRequest): Promise<Locale> {
  if (req.userId !== null) {
    try {
      const chosen = await app.accountLocale(req.userId);
      if (chosen) return chosen;
    } catch {
      // The header below still gives the visitor a language.
    }
  }
  return visitorLocale(req);
}

/** The language of a request without an account's choice: the web app's cookie, else Accept-Language. */
export function visitorLocale(req: FastifyRequest): Locale {
  const shown = req.cookies?.[LOCALE_COOKIE];
  return isLocale(shown) ? shown : localeFromAcceptLanguage(req.headers["accept-language"]);
}

/**
 * Answers that carry a sentence for people (`{ message }`: "Signed out", "Friend request sent",
 * the password reset's confirmation) say it in the user's language too; errors are translated by
 * the error handler.
 */
export const localePlugin = fp(async (app: FastifyInstance, opts: { accountLocale: AccountLocale }) => {
  app.decorate("accountLocale", opts.accountLocale);
  app.addHook("preSerialization", async (req, reply, payload: unknown) => {
    if (reply.statusCode >= 400 || typeof payload !== "object" || payload === null || Array.isArray(payload))
      return payload;
    const message = (payload as { message?: unknown }).message;
    if (typeof message !== "string") return payload;
    const locale = await requestLocale(app, req);
    return locale === "en" ? payload : { ...payload, message: translateApiMessage(message, locale) };
  });
});

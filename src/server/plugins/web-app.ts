import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import type { ErrorBody } from "@shared/errors";
import { translateApiMessage } from "@shared/i18n/api-messages";
import { DEFAULT_LOCALE, type Locale } from "@shared/i18n/locales";
import { visitorLocale } from "./locale";
import { SESSION_COOKIE } from "../modules/auth/session.service";

/**
 * Serves the built web app: hashed assets cached for a year, the shell and the service
 * worker never cached, brotli or gzip files made at build time sent by Accept-Encoding, and every unknown non-API GET answered with the shell so the client
 * router can show the page (or 'Page Not Found'). A path the build made a page of its own for
 * (pages/<name>.html by scripts/prerender.mjs: the sign-in pages prerendered, / with its route
 * chunk preloaded) gets that page instead of the shell.
 */
export async function registerWebApp(app: FastifyInstance, root: string, exists: (p: string) => boolean) {
  const hasBuild = exists(path.join(root, "index.html"));
  // Each page is drawn in each language (pages/<name>.html in English, pages/<name>.<locale>.html),
  // with its <html lang>; the visitor's language picks one (the app's cookie, else Accept-Language).
  const pageOf = (url: string, locale: Locale) => {
    // pages/index.html is the page of / only, not of /index.
    const name = url === "/" ? "index" : url === "/index" ? "" : url.slice(1);
    if (!/^[a-z-]+$/.test(name)) return null;
    const file = locale === DEFAULT_LOCALE ? `${name}.html` : `${name}.${locale}.html`;
    if (exists(path.join(root, "pages", file))) return `pages/${file}`;
    return exists(path.join(root, "pages", `${name}.html`)) ? `pages/${name}.html` : null;
  };
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each text asset (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(root, filePath);
        if (rel.startsWith("assets" + path.sep)) res.header("Cache-Control", "public, max-age=31536000, immutable");
        else res.header("Cache-Control", "no-cache");
      },
    });
  }
  // The reset page's address holds the reset token until the page has read it: no Referer.
  // onSend, registered after the security headers, so this page's policy is the last word.
  app.addHook("onSend", async (req, reply, payload) => {
    if (req.url === "/reset-password" || req.url.startsWith("/reset-password?"))
      reply.header("Referrer-Policy", "no-referrer");
    return payload;
  });
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split("?")[0] ?? "/";
    const isApi = url === "/api" || url.startsWith("/api/") || url === "/ws";
    // HEAD too: uptime monitors and link checkers ask for the page's headers only.
    const wantsHtml =
      (req.method === "GET" || req.method === "HEAD") && (req.headers.accept ?? "").includes("text/html");
    if (!isApi && wantsHtml && hasBuild) {
      // A visitor without any session goes straight to sign-in: the page of / paints the
      // signed-in shell, which would only show them placeholders before the app sent them on.
      if (url === "/" && !req.cookies?.[SESSION_COOKIE]) return reply.redirect("/login", 302);
      return reply
        .header("Cache-Control", "no-cache")
        .header("Vary", "Accept-Language, Cookie")
        .type("text/html")
        .sendFile(pageOf(url, visitorLocale(req)) ?? "index.html");
    }
    const message = `No such endpoint: ${req.method} ${url}`;
    const body: ErrorBody = { message: translateApiMessage(message, visitorLocale(req)), code: "not_found" };
    return reply.status(404).send(body);
  });
}

import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { DEFAULT_LOCALE, type Locale } from "@shared/i18n/locales";
import { PRIVATE_NO_CACHE, sendCompressed } from "../lib/encoded-response";
import { visitorLocale } from "./locale";
import { sendNoSuchEndpoint } from "./not-found";
import { SESSION_COOKIE } from "../lib/session";
import { FIRST_SCREEN_STATE_ID, partMarkers } from "@shared/first-screen/renderer";
import { pageName } from "@shared/first-screen/route-path";
import { FIRST_SCREENS, screenRoute, type ServerPart } from "@shared/first-screen/screens";
import type { FirstScreenOf } from "./first-screen";

/** Pages opened from mailed links, whose address carries a token (reset, verification, unsubscribe). */
const TOKEN_PAGES = new Set(["/reset-password", "/verify-email", "/unsubscribe"]);

/** The <head> tags of a page (its title, description and link-preview tags), or null for the generic ones. */
export type PageHead = (req: FastifyRequest, path: string) => Promise<string | null>;

/**
 * The dehydrated state as an inert JSON element for the page (not executed, so the CSP's script
 * hashes do not apply). Every "<" is escaped, so no text in an answer (a fan's name, a post) can
 * close the element or open markup.
 */
const stateElement = (state: unknown) =>
  `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${JSON.stringify(state).replace(/</g, "\\u003c")}</script>`;

/** The page without its fetch preloads of reads it now carries the answers of (each would be a wasted request). */
const withoutPreloadsOf = (html: string, answered: readonly string[]) =>
  html.replace(/<link rel="preload" as="fetch"[^>]*href="([^"]+)"[^>]*>/g, (tag, href: string) =>
    answered.includes(href) ? "" : tag,
  );

/** A server part in place of the placeholders the build left between its markers (scripts/prerender.mjs). */
function withPart(html: string, part: ServerPart, markup: string) {
  const [open, close] = partMarkers(part);
  const start = html.indexOf(open);
  const end = html.indexOf(close, start);
  return start < 0 || end < 0 ? html : html.slice(0, start + open.length) + markup + html.slice(end);
}

/** The shell with `tags` in place of its generic title and description (index.html has one of each). */
export const withHead = (html: string, tags: string) =>
  html.replace(/<meta name="description"[^>]*>\s*/, "").replace(/<title>[^<]*<\/title>/, () => tags);

/**
 * Serves the built web app: hashed assets cached for a year, the shell and the service
 * worker never cached, brotli or gzip files made at build time sent by Accept-Encoding, and every unknown non-API GET answered with the shell so the client
 * router can show the page (or 'Page Not Found'). A path the build made a page of its own for
 * (pages/<name>.html by scripts/prerender.mjs, for each route FIRST_SCREENS declares prerendered)
 * gets that page instead of the shell.
 */
export async function registerWebApp(
  app: FastifyInstance,
  root: string,
  exists: (p: string) => boolean,
  opts: { headFor?: PageHead; firstScreen?: FirstScreenOf } = {},
) {
  const hasBuild = exists(path.join(root, "index.html"));
  // The shell as text, read once, for the pages that get head tags of their own.
  let shell: Promise<string> | null = null;
  const shellText = () => (shell ??= readFile(path.join(root, "index.html"), "utf8"));
  // Each page is drawn in each language (pages/<name>.html in English, pages/<name>.<locale>.html),
  // with its <html lang>; the visitor's language picks one (the app's cookie, else Accept-Language).
  const pageOf = (url: string, locale: Locale) => {
    const route = screenRoute(url);
    if (route === undefined || !FIRST_SCREENS[route]!.prerender) return null;
    const name = pageName(route);
    const file = locale === DEFAULT_LOCALE ? `${name}.html` : `${name}.${locale}.html`;
    if (exists(path.join(root, "pages", file))) return `pages/${file}`;
    return exists(path.join(root, "pages", `${name}.html`)) ? `pages/${name}.html` : null;
  };
  // Every other path: the plain shell, in the visitor's language where the build wrote it.
  const shellOf = (locale: Locale) => {
    const file = `shell.${locale}.html`;
    return locale !== DEFAULT_LOCALE && exists(path.join(root, file)) ? file : "index.html";
  };
  // The pages made a signed-in viewer's (their first screen written in), as text, read once each.
  const pageTexts = new Map<string, Promise<string>>();
  const pageText = (file: string) => {
    let text = pageTexts.get(file);
    if (!text) pageTexts.set(file, (text = readFile(path.join(root, file), "utf8")));
    return text;
  };
  /**
   * The page of `url` made this signed-in viewer's (docs/decisions/1420): the answers of its first
   * reads as the app's query cache (their preloads dropped), and its server parts drawn. Null when
   * there is nothing of theirs to write, or writing failed: the page is then sent as built, and
   * the app reads everything itself.
   */
  const personalPage = async (req: FastifyRequest, url: string, file: string, locale: Locale) => {
    if (!opts.firstScreen) return null;
    const [page, screen] = await Promise.all([
      pageText(file),
      opts.firstScreen(req, url, locale).catch((err: unknown) => {
        req.log.warn({ err }, "first screen not written into the page");
        return null;
      }),
    ]);
    if (!screen) return null;
    let html = withoutPreloadsOf(page, screen.answered);
    for (const [part, markup] of Object.entries(screen.parts))
      if (markup !== undefined) html = withPart(html, part as ServerPart, markup);
    return html.replace("</body>", () => `${stateElement(screen.state)}</body>`);
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
  // The pages mail links open hold a token in their address until they have read it: no Referer.
  // onSend, registered after the security headers, so these pages' policy is the last word.
  app.addHook("onSend", async (req, reply, payload) => {
    if (TOKEN_PAGES.has(req.url.split("?")[0]!)) reply.header("Referrer-Policy", "no-referrer");
    return payload;
  });
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split("?")[0] ?? "/";
    const isApi = url === "/api" || url.startsWith("/api/") || url === "/ws";
    // HEAD too: uptime monitors and link checkers ask for the page's headers only.
    const getLike = req.method === "GET" || req.method === "HEAD";
    const accept = req.headers.accept ?? "";
    const wantsHtml = getLike && accept.includes("text/html");
    const signedOut = !req.cookies?.[SESSION_COOKIE];
    // Fetched without a session (a link-preview service, or a friend the link was sent to): a
    // shared page's own title, description and preview tags in place of the generic ones.
    // Preview services often accept anything, or send no Accept at all.
    if (
      !isApi &&
      hasBuild &&
      signedOut &&
      opts.headFor &&
      getLike &&
      (wantsHtml || !accept || accept.includes("*/*"))
    ) {
      const head = await opts.headFor(req, url);
      if (head)
        return reply
          .header("Cache-Control", "no-cache")
          .header("Vary", "Cookie")
          .type("text/html")
          .send(withHead(await shellText(), head));
    }
    if (!isApi && wantsHtml && hasBuild) {
      // A visitor without any session goes straight to sign-in: the page of / paints the
      // signed-in shell, which would only show them placeholders before the app sent them on.
      if (url === "/" && signedOut) return reply.redirect("/login", 302);
      const locale = visitorLocale(req);
      const page = pageOf(url, locale);
      // This viewer's own feed and reads in the page: for them only, and never stored by a shared cache.
      const written = page && !signedOut && req.method === "GET" ? await personalPage(req, url, page, locale) : null;
      if (written) {
        reply
          .header("Cache-Control", PRIVATE_NO_CACHE)
          .header("Vary", "Accept-Encoding, Accept-Language, Cookie")
          .type("text/html; charset=utf-8");
        sendCompressed(req, reply, written);
        return reply;
      }
      return reply
        .header("Cache-Control", "no-cache")
        .header("Vary", "Accept-Language, Cookie")
        .type("text/html")
        .sendFile(page ?? shellOf(locale));
    }
    // A page path asked for as anything but HTML (a fetch with Accept: application/json) gets
    // this 404 rather than the shell: a client that wants data cannot use a page, and a clear
    // 404 in the API's error shape beats a 200 of HTML it would fail to parse. Since a browser
    // gets the page at the same address, the 404 is `no-store` and says it varies by Accept,
    // so no shared cache keeps it and serves it to the next browser (review finding 9).
    return sendNoSuchEndpoint(req, reply);
  });
}

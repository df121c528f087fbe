import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { DEFAULT_LOCALE, type Locale } from "@shared/i18n/locales";
import { PRIVATE_NO_CACHE, sendCompressed } from "../lib/encoded-response";
import { visitorLocale } from "./locale";
import { sendNoSuchEndpoint } from "./not-found";
import { SESSION_COOKIE } from "../modules/auth/session.service";
import { firstReadsElement, withoutPreloadsOf, type FirstReads } from "./first-reads";

/** Pages opened from mailed links, whose address carries a token (reset, verification, unsubscribe). */
const TOKEN_PAGES = new Set(["/reset-password", "/verify-email", "/unsubscribe"]);

/** The <head> tags of a page (its title, description and link-preview tags), or null for the generic ones. */
export type PageHead = (req: FastifyRequest, path: string) => Promise<string | null>;

/** The markup of the feed's first posts for the request's signed-in viewer, in `locale`; null without a session (posts module). */
export type FirstPosts = (req: FastifyRequest, locale: Locale) => Promise<string | null>;

/** Where the build left the feed list's placeholders in the page of /posts (scripts/prerender.mjs). */
const FIRST_POSTS_SLOT = /<!--first-posts-->[\s\S]*?<!--\/first-posts-->/;

/** The shell with `tags` in place of its generic title and description (index.html has one of each). */
export const withHead = (html: string, tags: string) =>
  html.replace(/<meta name="description"[^>]*>\s*/, "").replace(/<title>[^<]*<\/title>/, () => tags);

/**
 * Serves the built web app: hashed assets cached for a year, the shell and the service
 * worker never cached, brotli or gzip files made at build time sent by Accept-Encoding, and every unknown non-API GET answered with the shell so the client
 * router can show the page (or 'Page Not Found'). A path the build made a page of its own for
 * (pages/<name>.html by scripts/prerender.mjs: the sign-in pages prerendered, / with its route
 * chunk preloaded) gets that page instead of the shell.
 */
export async function registerWebApp(
  app: FastifyInstance,
  root: string,
  exists: (p: string) => boolean,
  opts: { headFor?: PageHead; firstPosts?: FirstPosts; firstReads?: FirstReads } = {},
) {
  const hasBuild = exists(path.join(root, "index.html"));
  // The shell as text, read once, for the pages that get head tags of their own.
  let shell: Promise<string> | null = null;
  const shellText = () => (shell ??= readFile(path.join(root, "index.html"), "utf8"));
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
  // Every other path: the plain shell, in the visitor's language where the build wrote it.
  const shellOf = (locale: Locale) => {
    const file = `shell.${locale}.html`;
    return locale !== DEFAULT_LOCALE && exists(path.join(root, file)) ? file : "index.html";
  };
  // The pages made a signed-in viewer's (their posts and reads written in), as text, read once each.
  const pageTexts = new Map<string, Promise<string>>();
  const pageText = (file: string) => {
    let text = pageTexts.get(file);
    if (!text) pageTexts.set(file, (text = readFile(path.join(root, file), "utf8")));
    return text;
  };
  /** The viewer's first posts in place of the list's placeholders (docs/decisions/1010); null when not drawn. */
  const firstPostsOf = async (req: FastifyRequest, locale: Locale): Promise<string | null> => {
    if (!opts.firstPosts) return null;
    try {
      return await opts.firstPosts(req, locale);
    } catch (err) {
      req.log.warn({ err }, "first posts not written into the page");
      return null;
    }
  };
  /** The answers of the page's first reads as its element (docs/decisions/1020); null when there are none. */
  const firstReadsOf = async (req: FastifyRequest, url: string) => {
    if (!opts.firstReads) return null;
    try {
      const answers = await opts.firstReads(req, url);
      return answers && Object.keys(answers).length > 0 ? answers : null;
    } catch (err) {
      req.log.warn({ err }, "first reads not written into the page");
      return null;
    }
  };
  /**
   * The page of `url` made this signed-in viewer's: the first posts of /posts drawn in it, and the
   * first reads' answers carried by it (their preloads dropped). Null when there is nothing of
   * theirs to write: the page is then sent as built, and the app reads everything itself.
   */
  const personalPage = async (req: FastifyRequest, url: string, file: string, locale: Locale) => {
    const [page, posts, answers] = await Promise.all([
      pageText(file),
      url === "/posts" ? firstPostsOf(req, locale) : null,
      firstReadsOf(req, url),
    ]);
    let html = page;
    if (posts !== null && FIRST_POSTS_SLOT.test(html))
      html = html.replace(FIRST_POSTS_SLOT, () => `<!--first-posts-->${posts}<!--/first-posts-->`);
    if (answers)
      html = withoutPreloadsOf(html, answers).replace("</body>", () => `${firstReadsElement(answers)}</body>`);
    return html === page ? null : html;
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

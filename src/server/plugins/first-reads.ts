// The answers of the API reads a page's signed-in first screen makes, written into the page the
// server sends that fan (docs/decisions/1020-first-reads-in-the-page.md): the app takes them from
// the page instead of fetching each (src/web/lib/first-reads.ts), so the screen is drawn from one
// response, without a round trip per card and without a dozen fetches started while it renders.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { FIRST_READS_ELEMENT_ID, type FirstReadAnswers } from "@shared/first-reads";
import { SESSION_COOKIE, resolveSession } from "../modules/auth/session.service";

/** The reads of the signed-in frame on every page (AppLayout: header, ticker, notifications, spoiler shield). */
const FRAME_READS = ["/api/auth/me", "/api/notifications", "/api/live/scores", "/api/users/me/spoiler-shield"];

/**
 * The reads each page's first screen makes, by path, exactly as the web app asks for them (its
 * query functions build these URLs; an answer the app never asks for is simply not used).
 */
type PageReads = Readonly<Record<string, (viewerId: number) => string[]>>;
export const FIRST_READS: PageReads = {
  // The home dashboard's cards (app/routes/home.tsx).
  "/": (me) => [
    ...FRAME_READS,
    "/api/events?limit=2&when=upcoming",
    "/api/live/news",
    `/api/communities/user/${me}?limit=3`,
    `/api/users/${me}/favorite-teams`,
  ],
  // Favourites first on the board (app/routes/scores.tsx).
  "/scores": (me) => [...FRAME_READS, `/api/users/${me}/favorite-teams`],
  // The friends panel (app/routes/posts.tsx); the feed's first page comes as its first posts drawn
  // (docs/decisions/1010) and its preloaded read.
  "/posts": () => [...FRAME_READS, "/api/friends", "/api/friends/requests"],
};

/** The first reads' answers for the request's signed-in viewer on `path`; null without a session or reads. */
export type FirstReads = (req: FastifyRequest, path: string) => Promise<FirstReadAnswers | null>;

/**
 * Each read is answered by the API's own route (`inject`, in process) with the request's cookie,
 * language and address: the same checks, privacy, limits and serialisation as the app's own
 * fetch would meet, rather than a second, drifting copy of six modules' reads. Only successful
 * JSON answers are kept; the app fetches any other read itself and meets its error there.
 */
export function firstReads(app: FastifyInstance, pageReads: PageReads = FIRST_READS): FirstReads {
  return async (req, path) => {
    const reads = pageReads[path];
    if (!reads) return null;
    const session = await resolveSession(app, req.cookies?.[SESSION_COOKIE]);
    if (!session) return null;
    const headers: Record<string, string> = { accept: "application/json" };
    for (const name of ["cookie", "accept-language"] as const) {
      const value = req.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    const answers = await Promise.all(
      reads(session.userId).map(async (url) => {
        const res = await app.inject({ method: "GET", url, headers, remoteAddress: req.ip });
        const json = res.statusCode === 200 && String(res.headers["content-type"]).startsWith("application/json");
        return json ? ([url, res.json()] as const) : null;
      }),
    );
    return Object.fromEntries(answers.filter((a) => a !== null));
  };
}

/**
 * The answers as an inert JSON element for the page. Every "<" is escaped, so no text in an
 * answer (a fan's name, a post) can close the element or open markup.
 */
export const firstReadsElement = (answers: FirstReadAnswers) =>
  `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">${JSON.stringify(answers).replace(/</g, "\\u003c")}</script>`;

/** The page without its fetch preloads of reads it now carries the answers of (each would be a wasted request). */
export const withoutPreloadsOf = (html: string, answers: FirstReadAnswers) =>
  html.replace(/<link rel="preload" as="fetch"[^>]*href="([^"]+)"[^>]*>/g, (tag, href: string) =>
    href in answers ? "" : tag,
  );

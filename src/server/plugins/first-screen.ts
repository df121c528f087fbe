// A signed-in fan's first screen written into the page the server sends them
// (docs/decisions/1420-first-screen-declaration.md): the route's declared reads
// (src/shared/first-screen/screens.ts) answered by the API, as the app's query cache to hydrate,
// and its declared server parts drawn from those answers by the web build's renderer.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Locale } from "@shared/i18n/locales";
import type { FirstScreenOutput, RenderFirstScreen } from "@shared/first-screen/renderer";
import { readUrl } from "@shared/first-screen/read";
import { FIRST_SCREENS, screenRoute, type FirstScreen } from "@shared/first-screen/screens";
import { SESSION_COOKIE, resolveSession } from "../lib/session";

/** What the server writes into a signed-in fan's page: the renderer's output, and the URLs it answered. */
export interface WrittenFirstScreen extends FirstScreenOutput {
  answered: string[];
}

/** The first screen of `path` for the request's signed-in viewer; null without a session or anything declared. */
export type FirstScreenOf = (req: FastifyRequest, path: string, locale: Locale) => Promise<WrittenFirstScreen | null>;

/**
 * The renderer the web build makes for the server, loaded on first use (the server's idle memory
 * holds no React). Without one (a server built without the web app) writing fails, and the page is
 * sent as built. The one import of `#first-screen-renderer` the lint allows (eslint.config.js).
 */
export function builtRenderer(): RenderFirstScreen {
  let loaded: Promise<RenderFirstScreen> | null = null;
  return async (input) => {
    loaded ??= import("#first-screen-renderer").then((m) => m.renderFirstScreen);
    return (await loaded)(input);
  };
}

/**
 * Each read is answered by the API's own route (`inject`, in process) with the request's cookie,
 * language and address: the same checks, privacy, limits and serialisation as the app's own
 * fetch would meet, rather than a second, drifting copy of six modules' reads. Only successful
 * JSON answers are kept; the app fetches any other read itself and meets its error there.
 */
export function firstScreen(
  app: FastifyInstance,
  render: RenderFirstScreen,
  screens: Readonly<Record<string, FirstScreen>> = FIRST_SCREENS,
): FirstScreenOf {
  return async (req, path, locale) => {
    const route = screenRoute(path, screens);
    const reads = route === undefined ? undefined : screens[route]!.reads;
    if (route === undefined || !reads) return null;
    const session = await resolveSession(app, req.cookies?.[SESSION_COOKIE]);
    if (!session) return null;
    const headers: Record<string, string> = { accept: "application/json" };
    for (const name of ["cookie", "accept-language"] as const) {
      const value = req.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    const answers = (
      await Promise.all(
        reads(session.userId).map(async (read) => {
          const res = await app.inject({ method: "GET", url: readUrl(read), headers, remoteAddress: req.ip });
          const json = res.statusCode === 200 && String(res.headers["content-type"]).startsWith("application/json");
          return json ? { read, data: res.json() as unknown } : null;
        }),
      )
    ).filter((a) => a !== null);
    if (answers.length === 0) return null;
    const output = await render({ path: route, locale, viewerId: session.userId, now: Date.now(), answers });
    return { ...output, answered: answers.map((a) => readUrl(a.read)) };
  };
}

// The boundary between the server and the web app for the first screen: the renderer the web
// build makes for the server (src/web/first-screen-renderer.tsx -> dist/ssr/renderer.js, by
// scripts/build-ssr.mjs). The server imports it by its name, `#first-screen-renderer` (the
// `imports` of package.json; ./renderer-module.d.ts is its type), in one file the lint allows
// (src/server/plugins/first-screen.ts), on first use. Declared in docs/dev-guide.md.
import type { DehydratedState } from "@tanstack/react-query";
import type { Locale } from "../i18n/locales";
import type { Read } from "./read";
import type { ServerPart } from "./screens";

export interface FirstScreenInput {
  /** The route's path, a key of FIRST_SCREENS. */
  path: string;
  locale: Locale;
  viewerId: number;
  /** The instant relative times are told from (the request's). */
  now: number;
  /** The route's reads the API answered this viewer (200 JSON), with their answers. */
  answers: readonly { read: Read; data: unknown }[];
}

export interface FirstScreenOutput {
  /** The answers as the app's query cache holds them (TanStack Query's dehydrate): the app hydrates it. */
  state: DehydratedState;
  /** The markup of each of the route's server parts that could be drawn. */
  parts: Partial<Record<ServerPart, string>>;
}

export type RenderFirstScreen = (input: FirstScreenInput) => Promise<FirstScreenOutput>;

/** The id of the page's inert JSON element that holds the dehydrated state. */
export const FIRST_SCREEN_STATE_ID = "first-screen";

/** The markers the build leaves around a server part's placeholders in a prerendered page. */
export const partMarkers = (part: ServerPart) => [`<!--${part}-->`, `<!--/${part}-->`] as const;

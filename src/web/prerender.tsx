// Renders one path of the app to HTML without a browser; loaded by scripts/prerender.mjs at build
// time (through Vite, so the aliases and the JSX resolve as in the app). Every lazy page and
// component is awaited, so the HTML is the finished first screen the browser will hydrate.
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { LOCALES, type Locale } from "@shared/i18n/locales";
import { App } from "./app/app";
import { MANIFEST_DESCRIPTION, SHELL_TEXTS } from "./lib/i18n/app-texts";
import { activateLocale, i18n } from "./lib/i18n/i18n";
import { createQueryClient } from "./lib/query-client";

export { INSTALL_CARD_BOOT_SCRIPT } from "@shared/install-card";
export { FIRST_SCREENS } from "@shared/first-screen/screens";
export { partMarkers } from "@shared/first-screen/renderer";
export { readUrl } from "@shared/first-screen/read";
export { pageName, samplePath } from "@shared/first-screen/route-path";
export { LOCALES };

/** The manifest's description in `locale` (scripts/prerender.mjs writes one manifest per language). */
export async function manifestDescription(locale: Locale): Promise<string> {
  await activateLocale(locale, ["app"]);
  return i18n._(MANIFEST_DESCRIPTION);
}

/** The plain shell's loading line and description in `locale` (scripts/prerender.mjs writes one shell per language). */
export async function shellTexts(locale: Locale): Promise<{ loading: string; description: string }> {
  await activateLocale(locale, ["app"]);
  return { loading: i18n._(SHELL_TEXTS.loading), description: i18n._(SHELL_TEXTS.description) };
}

/** `path` drawn in `locale`, with the catalogues the browser will load before hydrating it. */
export async function renderPath(path: string, locale: Locale = "en"): Promise<string> {
  await activateLocale(locale, ["app"]);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App prerenderPath={path} queryClient={createQueryClient()} />
    </StrictMode>,
    // Every boundary inline, in place: React otherwise moves a large finished boundary to the end
    // of the HTML with an inline script to swap it in, which the Content-Security-Policy refuses
    // (the page would paint the placeholder, then render again on the client).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = "";
  for await (const chunk of prelude) html += typeof chunk === "string" ? chunk : new TextDecoder().decode(chunk);
  return html;
}

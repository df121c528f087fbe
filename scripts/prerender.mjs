// Build step after `vite build` (before precompress): writes dist/web/pages/<name>.html, the
// shell of a few routes made ready to paint before any script runs (docs/decisions/0610):
//  - the page rendered to HTML (src/web/prerender.tsx), marked data-prerendered so the browser
//    hydrates it instead of rendering again: the sign-in forms, and / as the signed-in shell;
//  - the stylesheet inlined (one request less before the first paint; it is ~8 KB gzip);
//  - no script but the tiny entry before the first paint: the app's and the route's chunks are
//    listed in `data-preload`, which the entry preloads once the page has painted;
//  - the API reads the first render waits for (declared `preload`) requested with the document, not
//    after the scripts: the browser hands the app's own fetch the preloaded answer;
//  - each page in each language (pages/<name>.html in English, pages/<name>.<locale>.html), its
//    <html lang> and manifest link set; the server picks one by the visitor's language. The
//    manifest itself is written per language too (manifest.<locale>.webmanifest).
// The server answers those paths with these files (src/server/plugins/web-app.ts); every other
// path gets dist/web/index.html (shell.<locale>.html in another language), to which the app's
// chunks are added as preloads.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webDir = path.join(root, "dist/web");

/**
 * The routes FIRST_SCREENS declares prerendered (src/shared/first-screen/screens.ts), each as
 * pages/<name>.html (pageName: the server finds it by the route a path matches). A signed-in one is drawn as the
 * shell shown while the session is checked (header, ticker, install card, the page's placeholder;
 * AppLayout), with its layout's chunk, the install card's inline script of the <head> (the
 * server's CSP allows it by hash) and its declared reads preloaded with the document.
 */
function pagesOf(screens, readUrl, { pageName, samplePath }) {
  return Object.entries(screens)
    .filter(([, screen]) => screen.prerender)
    .map(([route, { prerender: page, serverParts = [] }]) => ({
      route,
      // A pattern's page is drawn at a path of it (the frame is the same for every game or team).
      path: samplePath(route),
      name: pageName(route),
      chunk: page.route,
      extra: page.signedIn ? ["app/layout/app-layout.tsx"] : [],
      fetches: (page.preload ?? []).map(readUrl),
      headScripts: page.signedIn ? ["INSTALL_CARD_BOOT_SCRIPT"] : [],
      serverParts,
    }));
}

const manifest = JSON.parse(await readFile(path.join(webDir, ".vite/manifest.json"), "utf8"));
const template = await readFile(path.join(webDir, "index.html"), "utf8");

function staticClosure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(dep, seen);
  return seen;
}

async function inlineStylesheets(html) {
  let out = html;
  for (const [tag, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g)) {
    const css = await readFile(path.join(webDir, href), "utf8");
    out = out.replace(tag, () => `<style>${css.replace(/\/\*# sourceMappingURL=.*?\*\//, "")}</style>`);
  }
  return out;
}

// crossorigin="use-credentials": the app fetches with credentials "include" (lib/api.ts), and a
// preload is only handed to a fetch of the same credentials mode.
const fetchPreload = (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`;
const modulePreload = (file) => `<link rel="modulepreload" crossorigin href="/${file}">`;
const addToHead = (html, tags) =>
  tags.length ? html.replace("</head>", () => `  ${tags.join("\n    ")}\n  </head>`) : html;

/** The app itself, imported by the entry (src/web/main.tsx): at once, or after a prerendered page's first paint. */
const APP_START = "start-app.tsx";

/** The files of these chunks and of everything they import statically, less those the page already loads. */
function chunkFiles(html, keys) {
  for (const key of keys) if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
  const already = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  return [...new Set(keys.flatMap((k) => [...staticClosure(k)]))]
    .map((k) => manifest[k].file)
    .filter((f) => !already.has(f));
}

/** The page's language and its manifest in that language. */
function localiseShell(html, locale, manifest) {
  if (!/<html lang="en">/.test(html)) throw new Error('dist/web/index.html: no <html lang="en"> to set');
  return html
    .replace('<html lang="en">', () => `<html lang="${locale}">`)
    .replace(/href="\/manifest\.webmanifest"/, () => `href="/${manifest}"`);
}

/**
 * A server part's placeholders (the element marked data-<part>, as features/posts/components/post-list.tsx
 * draws the feed's) between the markers the server replaces with what it draws for the viewer
 * (src/server/plugins/web-app.ts).
 */
function markPart(body, pagePath, part, [start, end]) {
  const slot = new RegExp(`(<div data-${part}=""[^>]*>)((?:<div[^>]*></div>)*)(</div>)`);
  if (!slot.test(body)) throw new Error(`${pagePath}: no ${part} placeholder to mark`);
  return body.replace(slot, (_, open, placeholders, close) => `${open}${start}${placeholders}${end}${close}`);
}

const SHELL = /<div id="root">[\s\S]*?<!--\/shell-->\s*<\/div>/;
if (!SHELL.test(template)) throw new Error('dist/web/index.html: no <div id="root"> … <!--/shell--></div> to replace');

const vite = await createServer({
  root: path.join(root, "src/web"),
  configFile: path.join(root, "vite.config.ts"),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: "custom",
  logLevel: "error",
});
try {
  const prerender = await vite.ssrLoadModule("/prerender.tsx");
  const pages = pagesOf(prerender.FIRST_SCREENS, prerender.readUrl, prerender);
  await mkdir(path.join(webDir, "pages"), { recursive: true });
  const manifestFile = (locale) => (locale === "en" ? "manifest.webmanifest" : `manifest.${locale}.webmanifest`);
  const englishManifest = JSON.parse(await readFile(path.join(webDir, "manifest.webmanifest"), "utf8"));
  for (const locale of prerender.LOCALES) {
    const description = await prerender.manifestDescription(locale);
    // vite.config.ts holds the English text; the catalogue's must be the same sentence.
    if (locale === "en" && description !== englishManifest.description)
      throw new Error(`manifest description differs from the catalogue's: ${englishManifest.description}`);
    const manifestJson = JSON.stringify({ ...englishManifest, lang: locale, description });
    if (locale !== "en") await writeFile(path.join(webDir, manifestFile(locale)), manifestJson);
  }
  for (const page of pages)
    for (const locale of prerender.LOCALES) {
      // The scripts wait for the first paint: their chunks are listed for the entry to preload then.
      const preload = chunkFiles(template, [APP_START, page.chunk, ...(page.extra ?? [])]).map((f) => `/${f}`);
      let html = addToHead(await inlineStylesheets(template), (page.fetches ?? []).map(fetchPreload));
      const scripts = (page.headScripts ?? []).map((name) => `<script>${prerender[name]}</script>`).join("");
      html = html.replace("<head>", () => `<head>${scripts}`);
      let body = await prerender.renderPath(page.path, locale);
      for (const part of page.serverParts) body = markPart(body, page.path, part, prerender.partMarkers(part));
      html = html.replace(
        SHELL,
        () => `<div id="root" data-prerendered="${page.route}" data-preload="${preload.join(" ")}">${body}</div>`,
      );
      html = localiseShell(html, locale, manifestFile(locale));
      const file = locale === "en" ? `${page.name}.html` : `${page.name}.${locale}.html`;
      await writeFile(path.join(webDir, "pages", file), html);
      console.log(`prerender: ${page.route} (${locale}) -> pages/${file} (${(html.length / 1024).toFixed(1)} KB)`);
    }
  // The plain shell (every other path) starts the app at once: its chunks load with the entry.
  // It is written in each language too (shell.<locale>.html): its lang, manifest, loading line
  // and description.
  const plainShell = addToHead(template, chunkFiles(template, [APP_START]).map(modulePreload));
  await writeFile(path.join(webDir, "index.html"), plainShell);
  const english = await prerender.shellTexts("en");
  for (const text of Object.values(english))
    if (!plainShell.includes(text)) throw new Error(`dist/web/index.html does not say the catalogue's "${text}"`);
  for (const locale of prerender.LOCALES.filter((l) => l !== "en")) {
    const texts = await prerender.shellTexts(locale);
    let html = localiseShell(plainShell, locale, manifestFile(locale));
    for (const key of Object.keys(english)) html = html.replace(english[key], () => texts[key]);
    await writeFile(path.join(webDir, `shell.${locale}.html`), html);
  }
} finally {
  await vite.close();
}

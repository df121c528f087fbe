// Build step after `vite build` (before precompress): writes dist/web/pages/<name>.html, the
// shell of a few routes made ready to paint before any script runs (docs/decisions/0610):
//  - the sign-in pages rendered to HTML (src/web/prerender.tsx), marked data-prerendered so the
//    browser hydrates them instead of rendering again;
//  - the stylesheet inlined (one request less before the first paint; it is ~8 KB gzip);
//  - the route's chunk (and the chunks it imports) preloaded with the entry;
//  - the API reads the first render waits for (`fetches`) requested with the document, not after
//    the scripts: the browser hands the app's own fetch the preloaded answer.
// The server answers those paths with these files (src/server/plugins/web-app.ts); every other
// path gets dist/web/index.html as before.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webDir = path.join(root, "dist/web");

/** name: file under pages/ (the server maps it back to the path); prerender: render the HTML. */
export const PAGES = [
  { path: "/login", name: "login", route: "app/routes/login.tsx", prerender: true },
  { path: "/register", name: "register", route: "app/routes/register.tsx", prerender: true },
  { path: "/forgot-password", name: "forgot-password", route: "app/routes/forgot-password.tsx", prerender: true },
  // Signed in: the data is the user's, so only the preloads and the inline stylesheet. Nothing
  // renders before the session is known (RequireUser), so its read starts with the document.
  {
    path: "/",
    name: "index",
    route: "app/routes/home.tsx",
    extra: ["app/layout/app-layout.tsx"],
    fetches: ["/api/auth/me"],
    prerender: false,
  },
];

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
const fetchPreloads = (urls = []) =>
  urls.map((u) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${u}">`);

function addPreloads(html, keys, fetches) {
  const already = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const files = [...new Set(keys.flatMap((k) => [...staticClosure(k)]))]
    .map((k) => manifest[k].file)
    .filter((f) => !already.has(f));
  const links = [
    ...fetchPreloads(fetches),
    ...files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join("\n    ");
  return html.replace("</head>", () => `  ${links}\n  </head>`);
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
  const { renderPath } = await vite.ssrLoadModule("/prerender.tsx");
  await mkdir(path.join(webDir, "pages"), { recursive: true });
  for (const page of PAGES) {
    for (const key of [page.route, ...(page.extra ?? [])])
      if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    let html = addPreloads(await inlineStylesheets(template), [page.route, ...(page.extra ?? [])], page.fetches);
    if (page.prerender) {
      const body = await renderPath(page.path);
      html = html.replace(SHELL, () => `<div id="root" data-prerendered="${page.path}">${body}</div>`);
    }
    await writeFile(path.join(webDir, "pages", `${page.name}.html`), html);
    console.log(`prerender: ${page.path} -> pages/${page.name}.html (${(html.length / 1024).toFixed(1)} KB)`);
  }
} finally {
  await vite.close();
}

// Performance budget of the web build (run after `npm run build`; CI runs it after the tests):
// prints the initial JavaScript of the sign-in route (gzip) in every language, catalogue and
// i18n runtime included, and checks it against the budget, and checks that every route is its
// own chunk and that no chunk asks for the stylesheet again. Exit code 1 when the bundle budget
// or one of those rules is broken.
// Lighthouse scores: npm run bench:lighthouse.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webDir = path.join(root, "dist/web");
const LOGIN_BUDGET_KB = 120;
/** What a prerendered page's entry loads before its first paint (src/web/main.tsx): the entry alone, nearly. */
const BEFORE_PAINT_BUDGET_KB = 4;

const kb = (bytes) => (bytes / 1024).toFixed(1);
const manifest = JSON.parse(await readFile(path.join(webDir, ".vite/manifest.json"), "utf8"));

/** The chunk and everything it imports statically (what the browser must load before running it). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

async function gzipSize(file) {
  const buf = await readFile(path.join(webDir, file));
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
}

async function bundleFigures() {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const loginKey = "app/routes/login.tsx";
  // The app itself: the entry imports it at once (or right after a prerendered page's first paint).
  const appKey = "start-app.tsx";
  if (!entryKey || !manifest[loginKey] || !manifest[appKey])
    throw new Error("dist/web/.vite/manifest.json lacks the entry, the app's start or the login route");
  // What every language loads: the entry, the app's start, the route and their static imports, the
  // i18n runtime (@lingui/core and @lingui/react, in ui-core) among them.
  const shared = new Set([...staticClosure(entryKey), ...staticClosure(appKey), ...staticClosure(loginKey)]);
  // And what one language adds: its sign-in catalogue, which src/web/lib/i18n loads before the
  // first render. Nothing else of a language loads before the form is used: the translations of
  // the schema's messages load with the schema, on the first focus (tests/e2e/i18n.spec.ts checks
  // that the page asks for no other language file before).
  const catalogues = Object.keys(manifest)
    .map((k) => /^locales\/([a-z]+)\/auth\.po$/.exec(k))
    .filter(Boolean)
    .map(([key, locale]) => ({ key, locale }))
    .sort((a, b) => a.locale.localeCompare(b.locale));
  if (catalogues.length === 0) throw new Error("dist/web/.vite/manifest.json lacks the sign-in catalogues");

  const sizes = new Map();
  const sizeOf = async (key) => {
    if (!sizes.has(key)) sizes.set(key, { file: manifest[key].file, ...(await gzipSize(manifest[key].file)) });
    return sizes.get(key);
  };
  const sum = (rows) => rows.reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip }), { raw: 0, gzip: 0 });
  const line = (r, label) => `  ${kb(r.gzip).padStart(7)} KB gzip  ${kb(r.raw).padStart(7)} KB raw  ${label}`;

  const sharedRows = (await Promise.all([...shared].map(sizeOf))).sort((a, b) => b.gzip - a.gzip);
  const sharedTotal = sum(sharedRows);
  console.log(
    "Initial JavaScript of /login, gzip level 9: the entry, the app's start, the login route chunk and their static imports (every language)",
  );
  for (const r of sharedRows) console.log(line(r, r.file));
  console.log(line(sharedTotal, "shared by every language"));
  console.log(
    `Then each language's own files (its sign-in catalogue), and the total (budget ${LOGIN_BUDGET_KB} KB gzip):`,
  );
  const languages = [];
  for (const { key, locale } of catalogues) {
    const own = (await Promise.all([...staticClosure(key)].filter((k) => !shared.has(k)).map(sizeOf))).sort(
      (a, b) => b.gzip - a.gzip,
    );
    const total = sum([sharedTotal, ...own]);
    for (const r of own) console.log(line(r, `${locale}: ${r.file}`));
    console.log(line(total, `${locale}: TOTAL${total.gzip > LOGIN_BUDGET_KB * 1024 ? " OVER BUDGET" : ""}`));
    languages.push({ locale, gzip: total.gzip });
  }
  const stylesheets = [
    ...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])),
  ].filter((file) => file.endsWith(".css"));
  const css = await Promise.all(stylesheets.map(gzipSize));

  console.log(`CSS: ${css.map((c) => `${kb(c.gzip)} KB gzip`).join(", ") || "none"}`);

  // A prerendered page asks for the entry and its static imports with the document; the app's own
  // chunks only after the first paint. Vite's preload helper once joined ui-core, and through it
  // the entry imported the framework: about 95 KB asked for before the first paint.
  const beforePaint = await Promise.all([...staticClosure(entryKey)].map((k) => gzipSize(manifest[k].file)));
  const beforePaintGzip = beforePaint.reduce((sum, r) => sum + r.gzip, 0);
  console.log(
    `The entry with its static imports (a prerendered page's scripts before its first paint): ${kb(beforePaintGzip)} KB gzip (budget ${BEFORE_PAINT_BUDGET_KB} KB)`,
  );

  // Every page of src/web/app/routes is a dynamic entry of its own, separate from the entry chunk.
  const routeFiles = (await readdir(path.join(root, "src/web/app/routes"))).filter((f) => f.endsWith(".tsx"));
  const entryFiles = new Set([...staticClosure(entryKey), ...staticClosure(appKey)].map((k) => manifest[k].file));
  const problems = [];
  const seenFiles = new Map();
  for (const f of routeFiles) {
    const chunk = manifest[`app/routes/${f}`];
    if (!chunk) problems.push(`${f}: not in the build manifest`);
    else if (!chunk.isDynamicEntry) problems.push(`${f}: not lazily loaded`);
    else if (entryFiles.has(chunk.file)) problems.push(`${f}: bundled into the entry`);
    else if (seenFiles.has(chunk.file)) problems.push(`${f}: shares ${chunk.file} with ${seenFiles.get(chunk.file)}`);
    else seenFiles.set(chunk.file, f);
  }
  console.log(
    `\nRoute chunks: ${routeFiles.length - problems.length}/${routeFiles.length} routes in chunks of their own`,
  );
  // The pages carry the stylesheet in their HTML (inlined by scripts/prerender.mjs, linked by the
  // shell). A chunk that names it would have Vite's preload helper, finding no <link> for it on a
  // page that inlined it, fetch it and apply the whole sheet a second time (vite.config.ts).
  const assets = (await readdir(path.join(webDir, "assets"))).filter((f) => f.endsWith(".js"));
  const sheetProblems = [];
  for (const file of assets) {
    const code = await readFile(path.join(webDir, "assets", file), "utf8");
    for (const sheet of stylesheets)
      if (code.includes(sheet)) sheetProblems.push(`assets/${file}: asks for ${sheet}, which the pages already carry`);
  }
  console.log(`Stylesheet asked for by ${sheetProblems.length} chunk(s) (it must be none)`);
  problems.push(...sheetProblems);
  for (const p of problems) console.log(`  PROBLEM ${p}`);
  if (beforePaintGzip > BEFORE_PAINT_BUDGET_KB * 1024)
    problems.push(
      `the entry's static imports are ${kb(beforePaintGzip)} KB gzip (budget ${BEFORE_PAINT_BUDGET_KB} KB)`,
    );
  for (const l of languages)
    if (l.gzip > LOGIN_BUDGET_KB * 1024)
      problems.push(`/login in ${l.locale}: ${kb(l.gzip)} KB gzip of JavaScript (budget ${LOGIN_BUDGET_KB} KB)`);
  return { ok: problems.length === 0, problems };
}

const bundle = await bundleFigures();
if (!bundle.ok) {
  console.error(`\nBudget broken:\n${bundle.problems.map((p) => `  ${p}`).join("\n")}`);
  process.exit(1);
}
console.log("\nBudget met.");

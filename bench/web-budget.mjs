// Performance budget of the web build (run after `npm run build`; CI runs it after the tests):
// prints the initial JavaScript of the sign-in route (gzip) and checks that every route is its
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
  const keys = new Set([...staticClosure(entryKey), ...staticClosure(appKey), ...staticClosure(loginKey)]);
  // The active language's sign-in catalogue loads before the first render (src/web/lib/i18n):
  // counted too, the largest of the languages (the others load only when chosen).
  const catalogues = Object.keys(manifest).filter((k) => /^locales\/[a-z]+\/auth\.po$/.test(k));
  if (catalogues.length === 0) throw new Error("dist/web/.vite/manifest.json lacks the sign-in catalogues");
  const sizes = await Promise.all(catalogues.map(async (k) => ({ k, ...(await gzipSize(manifest[k].file)) })));
  const largest = sizes.sort((a, b) => b.gzip - a.gzip)[0];
  for (const k of staticClosure(largest.k)) keys.add(k);
  const rows = [];
  for (const key of keys) rows.push({ file: manifest[key].file, ...(await gzipSize(manifest[key].file)) });
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), { raw: 0, gzip: 0 });
  const stylesheets = [
    ...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])),
  ].filter((file) => file.endsWith(".css"));
  const css = await Promise.all(stylesheets.map(gzipSize));

  console.log(
    "Initial JavaScript of /login (entry, the app's start, the login route chunk, their static imports, the largest language's sign-in catalogue), gzip level 9:",
  );
  for (const r of rows) console.log(`  ${kb(r.gzip).padStart(7)} KB gzip  ${kb(r.raw).padStart(7)} KB raw  ${r.file}`);
  console.log(
    `  ${kb(total.gzip).padStart(7)} KB gzip  ${kb(total.raw).padStart(7)} KB raw  TOTAL (budget ${LOGIN_BUDGET_KB} KB gzip)`,
  );
  console.log(`  CSS: ${css.map((c) => `${kb(c.gzip)} KB gzip`).join(", ") || "none"}`);

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
  return { ok: total.gzip <= LOGIN_BUDGET_KB * 1024 && problems.length === 0, loginGzip: total.gzip, problems };
}

const bundle = await bundleFigures();
if (!bundle.ok) {
  console.error(
    `\nBudget broken: /login initial JS ${kb(bundle.loginGzip)} KB gzip (budget ${LOGIN_BUDGET_KB} KB)${bundle.problems.length ? `; ${bundle.problems.length} chunk problem(s)` : ""}`,
  );
  process.exit(1);
}
console.log("\nBudget met.");

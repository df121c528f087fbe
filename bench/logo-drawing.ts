// What drawing team logos (forty by default) costs the page's main thread: each logo an SVG <img> (a document
// of its own per logo, drawn at its first paint) against each a <use> of the logo sprite (one
// document for all). The same catalogue teams, the server's own drawings, served over
// loopback; each variant in a fresh page of Debian's Chromium (the full browser), alternating
// round by round. Prints the main thread's task time (Performance.getMetrics' TaskDuration) from
// inserting the logos until every one is drawn (two frames after every sprite or image has
// loaded), median and spread over the rounds. No throttling: a phone at Lighthouse's 4x takes
// about four times as long.
//
//   npm run bench:logos                 7 rounds
//   npm run bench:logos -- --rounds 15 --logos 8 --cpu 4     4x CPU slowdown, as Lighthouse on a phone
import http from "node:http";
import os from "node:os";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { CATALOGUE } from "../src/server/catalogue/teams.ts";
import { teamLogoSprite, teamLogoSvg } from "../src/server/modules/teams/team-logo-svg.ts";
import { logoSpriteOf } from "../src/shared/team-logos.ts";
import { FULL_CHROMIUM, chromiumArgs } from "../tests/e2e/browsers.ts";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "7" },
    logos: { type: "string", default: "40" },
    cpu: { type: "string", default: "1" },
  },
});
const LOGOS = Number(args.logos);
const logo = (t: (typeof CATALOGUE)[number]) => ({
  abbreviation: t.abbreviation,
  primary: t.primaryColor,
  secondary: t.secondaryColor,
  sport: t.sport,
});
// Teams of every league, as on the ticker of a busy evening: each league's sprite is loaded once.
const teams = CATALOGUE.filter((_, i) => i % Math.max(1, Math.floor(CATALOGUE.length / LOGOS)) === 0).slice(0, LOGOS);
const sprite = (group: number | null) =>
  teamLogoSprite(
    CATALOGUE.filter((t) => group === null || logoSpriteOf(t.id) === group).map((t) => ({ id: t.id, ...logo(t) })),
  );

const server = http.createServer((req, res) => {
  const [, kind, n] = /^\/(logos|sprites)\/(\d+|all)\.svg$/.exec(req.url ?? "") ?? [];
  const team = kind === "logos" ? CATALOGUE.find((t) => t.id === Number(n)) : undefined;
  if (team || kind === "sprites") {
    res.writeHead(200, { "content-type": "image/svg+xml" });
    return res.end(team ? teamLogoSvg({ ...logo(team), label: team.name }) : sprite(n === "all" ? null : Number(n)));
  }
  res.writeHead(200, { "content-type": "text/html" });
  res.end("<!doctype html><html><body></body></html>");
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

const VARIANTS = {
  "an SVG <img> each": teams.map((t) => `<img src="/logos/${t.id}.svg" alt="" width="32" height="32">`).join(""),
  "a <use> of its sprite each": teams
    .map(
      (t) =>
        `<svg viewBox="0 0 96 96" width="32" height="32"><use href="/sprites/${logoSpriteOf(t.id)}.svg#t${t.id}"/></svg>`,
    )
    .join(""),
  "a <use> of one sprite of all": teams
    .map((t) => `<svg viewBox="0 0 96 96" width="32" height="32"><use href="/sprites/all.svg#t${t.id}"/></svg>`)
    .join(""),
};

const browser = await chromium.launch({ executablePath: FULL_CHROMIUM, args: chromiumArgs });
const results = new Map<string, { task: number; blocking: number }[]>(Object.keys(VARIANTS).map((k) => [k, []]));
try {
  for (let round = 0; round < Number(args.rounds); round++)
    for (const [name, html] of Object.entries(VARIANTS)) {
      const page = await browser.newPage();
      await page.goto(`${base}/`);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Performance.enable");
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(args.cpu) });
      const taskTime = async () =>
        (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration")!.value;
      const before = await taskTime();
      const blocking = await page.evaluate(async (markup) => {
        // Tasks over 50 ms, as total blocking time counts them.
        let blocked = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) blocked += e.duration - 50;
        }).observe({ type: "longtask" });
        document.body.innerHTML = markup;
        await Promise.all([...document.images].map((i) => i.decode().catch(() => undefined)));
        // A sprite has no load event of its own: wait for every one's resource entry.
        const sprites = new Set(
          [...document.querySelectorAll("use")].map((u) => u.getAttribute("href")!.split("#")[0]),
        );
        while (performance.getEntriesByType("resource").length < sprites.size)
          await new Promise((r) => setTimeout(r, 5));
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        await new Promise((r) => setTimeout(r, 50));
        return blocked;
      }, html);
      results.get(name)!.push({ task: ((await taskTime()) - before) * 1000, blocking });
      await page.close();
    }
} finally {
  await browser.close();
  server.close();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `${LOGOS} catalogue logos, ${args.rounds} rounds alternating, CPU slowed ${args.cpu}x; ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
for (const [name, runs] of results) {
  const ms = runs.map((r) => r.task);
  const blocking = runs.map((r) => r.blocking);
  console.log(
    `  ${name.padEnd(30)} main thread ${median(ms).toFixed(0).padStart(4)} ms median (${Math.min(...ms).toFixed(0)}-${Math.max(...ms).toFixed(0)}), blocking ${median(blocking).toFixed(0)} ms median (${Math.min(...blocking).toFixed(0)}-${Math.max(...blocking).toFixed(0)})`,
  );
}

// Takes screenshots of app routes for visual review:
//   node scripts/screenshots.mjs <baseUrl> <outDir> <route>... [--login email:password] [--dark]
import fs from "node:fs";
import { chromium } from "playwright-core";

const args = process.argv.slice(2);
const [baseUrl, outDir, ...rest] = args;
const login = rest.includes("--login") ? rest[rest.indexOf("--login") + 1] : undefined;
const dark = rest.includes("--dark");
const routes = rest.filter((a, i) => !a.startsWith("--") && rest[i - 1] !== "--login");
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
for (const [name, viewport] of [
  ["desktop", { width: 1440, height: 900 }],
  ["mobile", { width: 390, height: 844 }],
]) {
  const context = await browser.newContext({ viewport, colorScheme: dark ? "dark" : "light" });
  const page = await context.newPage();
  if (login) {
    const [email, password] = login.split(":");
    const res = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } });
    if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
  }
  for (const route of routes) {
    await page.goto(baseUrl + route, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    const file = `${outDir}/${name}${route.replace(/[^a-z0-9]+/gi, "_")}${dark ? "_dark" : ""}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();

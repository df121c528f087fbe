// The entry, kept small (1.6 KB gzip). A page the build prerendered (scripts/prerender.mjs)
// paints from its HTML: its scripts are asked for only after that first paint, so they never
// compete with it, and its route's chunks (`data-preload`) load alongside the app's. Every other
// page starts the app at once (docs/decisions/0610).
import { routeMatches } from "@shared/first-screen/route-path";
import { captureInstallPrompt } from "./features/pwa/install-prompt-capture";
import { afterFirstPaint, preloadModules } from "./lib/after-first-paint";
import "./index.css";

// Before anything else: the install prompt event fires early and only once.
captureInstallPrompt();

const container = document.getElementById("root")!;
// The page was drawn for this path's route (a game's or a team's page is drawn for all of them).
const route = container.dataset.prerendered;
const prerendered = route !== undefined && routeMatches(route, window.location.pathname);

async function start() {
  if (prerendered) {
    await afterFirstPaint();
    preloadModules(container.dataset.preload);
  }
  const { startApp } = await import("./start-app");
  await startApp(container, prerendered);
}
void start();

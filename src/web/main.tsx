import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
// Direct import (not the feature's index): only this small piece belongs in the entry chunk.
import { captureInstallPrompt } from "./features/pwa/install-prompt";
import "./index.css";

// Before the first render: the install prompt event fires early and only once.
captureInstallPrompt();

if (import.meta.env.PROD) {
  // After load so the worker's precaching never competes with the first screen.
  window.addEventListener("load", () => {
    void import("./features/pwa/register-service-worker").then((m) => m.registerServiceWorker());
  });
}

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The first render runs as a transition so React yields to the browser every few milliseconds
// instead of blocking it in one long task (total blocking time, docs/decisions/0610). A page the
// build prerendered for this path (scripts/prerender.mjs) is hydrated: its HTML stays as painted.
startTransition(() => {
  if (container.dataset.prerendered === window.location.pathname) hydrateRoot(container, app);
  else createRoot(container).render(app);
});

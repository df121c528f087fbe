import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
// Direct imports (not the feature's index): only these small pieces belong in the entry chunk.
import { captureInstallPrompt } from "./features/pwa/install-prompt";
import { UpdatePrompt } from "./features/pwa/update-prompt";
import "./index.css";

// Before the first render: the install prompt event fires early and only once.
captureInstallPrompt();

if (import.meta.env.PROD) {
  // After load so the worker's precaching never competes with the first screen.
  window.addEventListener("load", () => {
    void import("./features/pwa/register-service-worker").then((m) => m.registerServiceWorker());
  });
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
    <UpdatePrompt />
  </StrictMode>,
);

import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";

/**
 * Renders the app into `container`; `hydrate` when the build prerendered this path's HTML, which
 * then stays as painted. The first render runs as a transition so React yields to the browser
 * every few milliseconds instead of blocking it in one long task (total blocking time,
 * docs/decisions/0610).
 */
export function startApp(container: HTMLElement, hydrate: boolean) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { cn, prepareClassGroups, prepareDefaultConfig } from "./lib/cn";
import { App } from "./app/app";
import { nextTask } from "./lib/next-task";
import { prepareLocale, startLocale } from "./lib/i18n/start-locale";
import { warmIntl } from "./lib/i18n/warm-intl";

/**
 * Renders the app into `container`; `hydrate` when the build prerendered this path's HTML, which
 * then stays as painted. Start-up work is cut into tasks the browser can answer input between
 * (total blocking time, docs/decisions/0610): the class merger builds its configuration, cuts it
 * to the app's groups and builds its tables (together about a fifth of the first render's work
 * on a phone) in tasks of their own, and the first render runs as a transition, which React
 * renders in slices of a few milliseconds; the Intl services the screens format with load their
 * data in tasks of their own while the session and data are fetched.
 */
export async function startApp(container: HTMLElement, prerendered: boolean) {
  // The language's catalogue first: the first render is in it. A page drawn in another language
  // (a choice the server did not know of) is rendered anew rather than hydrated.
  const hydrate = await prepareLocale(window.location.pathname, prerendered);
  await nextTask();
  prepareDefaultConfig();
  await nextTask();
  prepareClassGroups();
  await nextTask();
  cn("p-0");
  await nextTask();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  void warmIntl(startLocale());
}

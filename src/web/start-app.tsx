import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { FIRST_SCREEN_STATE_ID } from "@shared/first-screen/renderer";
import { App } from "./app/app";
import { createQueryClient } from "./lib/query-client";
import { nextTask } from "./lib/next-task";
import { whenSettled } from "./lib/when-settled";
import { prepareLocale } from "./lib/i18n/start-locale";

/**
 * Renders the app into `container`; `hydrate` when the build prerendered this path's HTML, which
 * then stays as painted. Start-up work is cut into tasks the browser can answer input between
 * (total blocking time, docs/decisions/0610): the first render runs as a transition, which React
 * renders in slices of a few milliseconds.
 */
export async function startApp(container: HTMLElement, prerendered: boolean) {
  // The first screen's reads, when the server answered them in the page (docs/decisions/1420):
  // the module that hydrates them loads beside the catalogue, and only on such a page.
  const firstScreen = document.getElementById(FIRST_SCREEN_STATE_ID);
  const hydration = firstScreen ? import("./lib/first-screen") : null;
  // The language's catalogue first: the first render is in it. A page drawn in another language
  // (a choice the server did not know of) is rendered anew rather than hydrated.
  const hydrate = await prepareLocale(window.location.pathname, prerendered);
  const queryClient = createQueryClient();
  const FirstScreen = hydration && (await hydration).FirstScreenState;
  await nextTask();
  const app = (
    <StrictMode>
      {FirstScreen ? <FirstScreen client={queryClient} element={firstScreen!} /> : null}
      <App queryClient={queryClient} />
    </StrictMode>
  );
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  // The worker's install downloads and stores the whole app (1.4 MB): it waits until the first
  // screen has its reads, which a signed-in page gets after its load event, so the two never
  // compete for the phone's cores (docs/decisions/1500).
  if (import.meta.env.PROD)
    whenSettled(
      queryClient,
      () => void import("./features/pwa/register-service-worker").then((m) => m.registerServiceWorker()),
    );
}

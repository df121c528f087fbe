// Renders one path of the app to HTML without a browser; loaded by scripts/prerender.mjs at build
// time (through Vite, so the aliases and the JSX resolve as in the app). Every lazy page and
// component is awaited, so the HTML is the finished first screen the browser will hydrate.
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { App } from "./app/app";

export { INSTALL_CARD_BOOT_SCRIPT } from "@shared/install-card";

export async function renderPath(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App prerenderPath={path} />
    </StrictMode>,
    // Every boundary inline, in place: React otherwise moves a large finished boundary to the end
    // of the HTML with an inline script to swap it in, which the Content-Security-Policy refuses
    // (the page would paint the placeholder, then render again on the client).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = "";
  for await (const chunk of prelude) html += typeof chunk === "string" ? chunk : new TextDecoder().decode(chunk);
  return html;
}

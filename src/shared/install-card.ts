// The install card's state that must be known before any script of the app runs: the signed-in
// page is prerendered with the card (scripts/prerender.mjs), and a fan who dismissed it, or runs
// the installed app, must never see it painted and then pulled away (a flash, and a layout shift).

/** Remembered per browser: once dismissed, the card stays away. */
export const INSTALL_CARD_DISMISSED_KEY = "fanzone.install-card-dismissed";

/**
 * Inline in the prerendered page's <head>, so it runs before the first paint; `index.css` hides
 * the card under `html[data-install-card="hidden"]`. The server allows exactly this script by
 * its hash in the Content-Security-Policy (plugins/security-headers.ts): change it only here.
 */
export const INSTALL_CARD_BOOT_SCRIPT =
  `try{if(localStorage.getItem(${JSON.stringify(INSTALL_CARD_DISMISSED_KEY)})==="1"` +
  `||matchMedia("(display-mode: standalone)").matches||navigator.standalone===true)` +
  `document.documentElement.dataset.installCard="hidden"}catch(e){}`;

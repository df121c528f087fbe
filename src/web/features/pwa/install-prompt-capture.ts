// Keeps the browser's deferred install prompt (`beforeinstallprompt`, Chromium browsers) so the
// install card can trigger it later. Started by the entry (main.tsx) before anything else,
// because the event fires early and only once per page load. No React here: the entry stays tiny.

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function captureInstallPrompt() {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault(); // shown from our own card instead of the mini-infobar
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    deferredPrompt = null;
    notify();
  });
}

export function subscribeInstallPrompt(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The kept prompt, if any. */
export const installPromptNow = () => deferredPrompt;

/** Hands the kept prompt out once: a prompt can be used only once. */
export function takeInstallPrompt() {
  const event = deferredPrompt;
  deferredPrompt = null;
  if (event) notify();
  return event;
}

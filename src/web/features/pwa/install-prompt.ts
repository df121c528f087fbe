// Keeps the browser's deferred install prompt (`beforeinstallprompt`, Chromium browsers) so the
// install card can trigger it later. Started from main.tsx before React renders, because the
// event fires early and only once per page load.
import * as React from "react";

interface BeforeInstallPromptEvent extends Event {
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

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser offers installation right now, and the way to ask it. */
export function useInstallPrompt() {
  const available = React.useSyncExternalStore(
    subscribe,
    () => deferredPrompt !== null,
    () => false,
  );
  const promptInstall = React.useCallback(async () => {
    const event = deferredPrompt;
    if (!event) return "unavailable" as const;
    deferredPrompt = null; // a prompt can be used only once
    notify();
    await event.prompt();
    return (await event.userChoice).outcome;
  }, []);
  return { available, promptInstall };
}

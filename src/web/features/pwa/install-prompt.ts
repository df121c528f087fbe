// The install card's view of the browser's deferred install prompt (kept by install-prompt-capture.ts).
import * as React from "react";
import { installPromptNow, subscribeInstallPrompt, takeInstallPrompt } from "./install-prompt-capture";

/** Whether the browser offers installation right now, and the way to ask it. */
export function useInstallPrompt() {
  const available = React.useSyncExternalStore(
    subscribeInstallPrompt,
    () => installPromptNow() !== null,
    () => false,
  );
  const promptInstall = React.useCallback(async () => {
    const event = takeInstallPrompt();
    if (!event) return "unavailable" as const;
    await event.prompt();
    return (await event.userChoice).outcome;
  }, []);
  return { available, promptInstall };
}

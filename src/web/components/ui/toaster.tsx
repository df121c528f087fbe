import { Toast as T } from "radix-ui";
import { X } from "lucide-react";
import { useLingui } from "@lingui/react/macro";
import { TOAST_DURATION_MS } from "@shared/limits";
import { cn } from "@web/lib/cn";
import { dismiss, useToast } from "./use-toast";

const HOTKEY_SLOT = "{hotkey}";

/** Renders the toast store. Swipe right (50 px) dismisses; F8 focuses the region (Radix default). */
export function Toaster() {
  const { t: translate } = useLingui();
  const { toasts } = useToast();
  return (
    <T.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label={translate`Notification`}>
      {toasts.map((t) => (
        <T.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismiss(t.id)}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 transition-all",
            t.variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : "bg-card text-card-foreground",
          )}
          data-testid="toast"
        >
          <div className="grid gap-1">
            {t.title ? <T.Title className="text-sm font-semibold">{t.title}</T.Title> : null}
            {t.description ? <T.Description className="text-sm opacity-90">{t.description}</T.Description> : null}
          </div>
          <T.Close
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
            aria-label={translate`Close`}
          >
            <X className="h-4 w-4" />
          </T.Close>
        </T.Root>
      ))}
      <T.Viewport
        // Radix fills in "{hotkey}" (F8) itself: passed through as the message's value.
        label={translate`Notifications (${HOTKEY_SLOT})`}
        className="fixed bottom-20 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:bottom-0 sm:max-w-[420px]"
      />
    </T.Provider>
  );
}

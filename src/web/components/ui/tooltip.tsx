import * as React from "react";
import { Tooltip as T } from "radix-ui";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "@shared/limits";
import { cn } from "@web/lib/cn";

export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return (
    <T.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </T.Provider>
  );
}
export const Tooltip = T.Root;
export const TooltipTrigger = T.Trigger;
export function TooltipContent({ className, sideOffset = 4, ...props }: React.ComponentProps<typeof T.Content>) {
  return (
    <T.Portal>
      <T.Content
        sideOffset={sideOffset}
        className={cn("z-50 rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md", className)}
        {...props}
      />
    </T.Portal>
  );
}

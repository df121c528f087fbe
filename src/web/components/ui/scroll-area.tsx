import * as React from "react";
import { ScrollArea as S } from "radix-ui";
import { cn } from "@web/lib/cn";

export function ScrollArea({ className, children, ...props }: React.ComponentProps<typeof S.Root>) {
  return (
    <S.Root className={cn("relative overflow-hidden", className)} {...props}>
      <S.Viewport className="h-full w-full rounded-[inherit]" tabIndex={0}>
        {children}
      </S.Viewport>
      <S.Scrollbar
        orientation="vertical"
        className="flex h-full w-2.5 touch-none select-none border-l border-l-transparent p-px"
      >
        <S.Thumb className="relative flex-1 rounded-full bg-border" />
      </S.Scrollbar>
      <S.Corner />
    </S.Root>
  );
}

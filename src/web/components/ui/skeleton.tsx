import * as React from "react";
import { cn } from "@web/lib/cn";

/** Grey loading placeholder block (SPEC: loading shown as grey placeholder blocks). */
export function Skeleton({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      data-testid="skeleton"
      className={cn("animate-pulse rounded-md bg-muted", className)}
      {...props}
    />
  );
}

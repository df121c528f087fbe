import * as React from "react";
import { cn } from "@web/lib/cn";

type DivProps = React.HTMLAttributes<HTMLDivElement>;

export const Card = ({ className, ...p }: DivProps) => (
  <div className={cn("rounded-lg border bg-card text-card-foreground shadow-sm", className)} {...p} />
);
export const CardHeader = ({ className, ...p }: DivProps) => (
  <div className={cn("flex flex-col gap-1.5 p-5", className)} {...p} />
);
/** A card's heading: h2 by default; a page whose card is the page itself passes `as="h1"`. */
export const CardTitle = ({
  className,
  as: Heading = "h2",
  ...p
}: React.HTMLAttributes<HTMLHeadingElement> & { as?: "h1" | "h2" | "h3" }) => (
  <Heading className={cn("text-lg font-semibold leading-tight", className)} {...p} />
);
export const CardDescription = ({ className, ...p }: React.HTMLAttributes<HTMLParagraphElement>) => (
  <p className={cn("text-sm text-muted-foreground", className)} {...p} />
);
export const CardContent = ({ className, ...p }: DivProps) => <div className={cn("p-5 pt-0", className)} {...p} />;

import { Trans } from "@lingui/react/macro";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";

/**
 * "Could not load …. Try again": a read that failed, with a retry. `what` is the caller's text in
 * the active language ("the results"), as the sentence takes it.
 */
export function LoadError({ what, onRetry, className }: { what: string; onRetry: () => void; className?: string }) {
  return (
    <p role="alert" className={cn("text-sm text-destructive", className)}>
      <Trans>Could not load {what}.</Trans>{" "}
      <Button variant="link" className="h-auto p-0" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </p>
  );
}

import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";

/** "Could not load …. Try again": a read that failed, with a retry. */
export function LoadError({ what, onRetry, className }: { what: string; onRetry: () => void; className?: string }) {
  return (
    <p role="alert" className={cn("text-sm text-destructive", className)}>
      Could not load {what}.{" "}
      <Button variant="link" className="h-auto p-0" onClick={onRetry}>
        Try again
      </Button>
    </p>
  );
}

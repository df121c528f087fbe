import { Skeleton } from "@web/components/ui/skeleton";

/** Shown while a page's chunk loads: the page's rough shape, no layout jump. */
export function RouteFallback() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 p-4" role="status" aria-label="Loading">
      <Skeleton className="h-10 w-1/3" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

import { useLingui } from "@lingui/react/macro";
import { Skeleton } from "@web/components/ui/skeleton";

/**
 * Shown while a page's chunk loads: the page's rough shape, no layout jump. Also before the
 * signed-in shell and its catalogue arrive, so its text is in the sign-in catalogue.
 */
export function RouteFallback() {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 p-4" role="status" aria-label={t`Loading`}>
      <Skeleton className="h-10 w-1/3" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

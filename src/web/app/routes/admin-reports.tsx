import { Trans } from "@lingui/react/macro";
import { useAuth } from "@web/lib/session";
import { ReportQueue } from "@web/features/moderation";
import NotFoundPage from "./not-found";

/** /admin/reports: the moderation queue. Anyone but an administrator sees the not-found page. */
export default function AdminReportsPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return null;
  if (!user?.isAdmin) return <NotFoundPage />;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 p-4 md:p-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">
          <Trans>Reports</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>Each card is one reported item with every open report on it. A decision closes them all.</Trans>
        </p>
      </div>
      <ReportQueue />
    </div>
  );
}

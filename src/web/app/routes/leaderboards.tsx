import * as React from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Trophy } from "lucide-react";
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from "@shared/schemas/games";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { cn } from "@web/lib/cn";
import { useAuth } from "@web/lib/session";
import { useUserCommunities } from "@web/features/communities";
import { LeaderboardTable } from "@web/features/games";

const PERIOD_LABEL: Record<LeaderboardPeriod, MessageDescriptor> = { week: msg`This week`, season: msg`Season` };

/** Pick'em leaderboards (/leaderboards): friends or one of the viewer's communities, this week or the season. */
export default function LeaderboardsPage() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const communities = useUserCommunities(user?.id, 100);
  const [scope, setScope] = React.useState("friends");
  const [period, setPeriod] = React.useState<LeaderboardPeriod>("week");
  const mine = communities.data?.pages.flatMap((p) => p.items) ?? [];
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-4 p-4 md:p-6">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Trophy className="h-6 w-6 text-primary" aria-hidden="true" /> <Trans>Leaderboards</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>Points from game predictions: 1 for the right winner, 3 for the exact score.</Trans>
        </p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg border bg-card p-3">
        <div className="grid w-full gap-1.5 sm:w-64">
          <Label htmlFor="leaderboard-scope">
            <Trans>Ranking</Trans>
          </Label>
          <NativeSelect id="leaderboard-scope" value={scope} onChange={(e) => setScope(e.target.value)}>
            <option value="friends">{t`Friends`}</option>
            {mine.map((c) => (
              <option key={c.id} value={`community:${c.id}`}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div role="group" aria-label={t`Period`} className="inline-flex gap-1 rounded-md bg-muted p-1">
          {LEADERBOARD_PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={period === p}
              onClick={() => setPeriod(p)}
              className={cn(
                "rounded-sm px-3 py-1.5 text-sm font-medium text-muted-foreground transition-all focus-visible:outline-2 focus-visible:outline-ring",
                period === p && "bg-card text-foreground shadow-sm",
              )}
            >
              {i18n._(PERIOD_LABEL[p])}
            </button>
          ))}
        </div>
      </div>
      <LeaderboardTable scope={scope} period={period} viewerId={user.id} />
    </div>
  );
}

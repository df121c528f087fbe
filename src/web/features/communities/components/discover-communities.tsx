import { Trans, useLingui } from "@lingui/react/macro";
import { Search } from "lucide-react";
import { COMMUNITY_GRID_PLACEHOLDERS } from "@shared/limits";
import { EmptyState } from "@web/components/empty-state";
import { PagedGrid, pagedItems } from "@web/components/paged-grid";
import { useCommunities } from "../api/communities";
import { CommunityCard, CommunityCardSkeleton } from "./community-card";

/** 'Discover Communities': the server-filtered grid, 6 grey placeholders while it loads, then pages. */
export function DiscoverCommunities({
  search,
  sport,
  onCreate,
}: {
  search: string;
  sport: string;
  onCreate: () => void;
}) {
  const { t } = useLingui();
  const list = useCommunities(search, sport);
  return (
    <section aria-labelledby="discover-heading" className="grid grid-cols-1 gap-4">
      <h2 id="discover-heading" className="text-xl font-semibold">
        <Trans>Discover Communities</Trans>
      </h2>
      <PagedGrid
        list={{ ...list, items: pagedItems(list) }}
        noun={t`communities`}
        placeholders={COMMUNITY_GRID_PLACEHOLDERS}
        skeleton={<CommunityCardSkeleton />}
        renderItem={(c) => <CommunityCard community={c} />}
        empty={
          <EmptyState
            icon={Search}
            title={t`No communities found`}
            testId="communities-empty"
            hints={[
              search || sport !== "all"
                ? t`Try a different search term or choose All Sports.`
                : t`There are no communities yet.`,
              t`Can't find your crew? Start your own community.`,
            ]}
            action={{ label: t`Create Community`, onClick: onCreate }}
          />
        }
      />
    </section>
  );
}

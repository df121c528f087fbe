import { useLingui } from "@lingui/react/macro";
import { ListPage } from "@web/components/list-page";
import { useAuth } from "@web/lib/session";
import { useCreateParam } from "@web/lib/use-create-param";
import {
  CreateCommunityButton,
  CreateCommunityDialog,
  DiscoverCommunities,
  MyCommunitiesSection,
} from "@web/features/communities";

export default function CommunitiesPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const [creating, setCreating] = useCreateParam();

  if (!user) return null;
  return (
    <ListPage
      title={t`Communities`}
      description={t`Find your crew: fans of your sport and your team.`}
      action={<CreateCommunityButton onClick={() => setCreating(true)} />}
      searchLabel={t`Search communities`}
    >
      {({ search, sport }) => (
        <>
          <MyCommunitiesSection userId={user.id} />
          <DiscoverCommunities search={search} sport={sport} onCreate={() => setCreating(true)} />
          <CreateCommunityDialog open={creating} onOpenChange={setCreating} />
        </>
      )}
    </ListPage>
  );
}

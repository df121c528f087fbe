import { Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { ListPage } from "@web/components/list-page";
import { Button } from "@web/components/ui/button";
import { useAuth } from "@web/lib/session";
import { useCreateParam } from "@web/lib/use-create-param";
import { CreateEventDialog, MyEventsSection, UpcomingEventsSection } from "@web/features/events";

export default function EventsPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const [creating, setCreating] = useCreateParam();

  if (!user) return null;
  return (
    <ListPage
      title={t`Events`}
      description={t`Watch parties, tailgates and meetups near you.`}
      action={
        <Button onClick={() => setCreating(true)}>
          <Plus /> <Trans>Create Event</Trans>
        </Button>
      }
      searchLabel={t`Search events`}
    >
      {({ search, sport }) => (
        <>
          <MyEventsSection userId={user.id} />
          <UpcomingEventsSection search={search} sport={sport} onCreate={() => setCreating(true)} />
          <CreateEventDialog open={creating} onOpenChange={setCreating} />
        </>
      )}
    </ListPage>
  );
}

import * as React from "react";
import { CommunityEventsSection } from "./event-sections";
import { CreateEventDialog } from "./create-event-dialog";

/** The community page's events: the list plus a Create Event dialog with the community preselected. */
export function CommunityEvents({
  communityId,
  canCreate,
}: {
  communityId: number;
  communityName: string;
  canCreate: boolean;
}) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <CommunityEventsSection communityId={communityId} canCreate={canCreate} onCreate={() => setOpen(true)} />
      {canCreate ? <CreateEventDialog open={open} onOpenChange={setOpen} communityId={communityId} /> : null}
    </>
  );
}

import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Pencil } from "lucide-react";
import type { FanEvent } from "@shared/schemas/events";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { Skeleton } from "@web/components/ui/skeleton";
import { lazyComponent } from "@web/lib/lazy-component";

// The form and its schemas load when first needed, asked for as soon as a pointer or the focus
// reaches the button: a page of one's own events draws a button per card, and building each
// card's form with its schemas up front cost the first screen a long task.
const { Component: EditEventForm, prefetch: prefetchForm } = lazyComponent(() => import("./edit-event-form"));

/** The creator's "Edit" on an upcoming event: attendees see the new details on their next look. */
export function EditEventDialog({ event }: { event: FanEvent }) {
  const { t } = useLingui();
  const [open, setOpen] = React.useState(false);
  const title = event.title;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t`Edit ${title}`}
          onPointerEnter={prefetchForm}
          onFocus={prefetchForm}
        >
          <Pencil /> <Trans>Edit</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Edit Event</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Everyone going sees the new details.</Trans>
          </DialogDescription>
        </DialogHeader>
        <React.Suspense fallback={<Skeleton className="h-96 w-full" />}>
          <EditEventForm event={event} onDone={() => setOpen(false)} />
        </React.Suspense>
      </DialogContent>
    </Dialog>
  );
}

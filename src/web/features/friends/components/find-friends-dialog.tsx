import * as React from "react";
import { UserPlus } from "lucide-react";
import { Trans } from "@lingui/react/macro";
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

// The tabs, their searches and actions load when the dialog first opens (asked for when a pointer
// or the focus reaches the button), not with the feed that draws the button.
const { Component: FindFriendsPanel, prefetch: prefetchPanel } = lazyComponent(() =>
  import("./find-friends-panel").then((m) => ({ default: m.FindFriendsPanel })),
);

/** Find Friends (SPEC §2): the button and its dialog. */
export function FindFriendsDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild onPointerEnter={prefetchPanel} onFocus={prefetchPanel}>
        <Button variant="outline">
          <UserPlus /> <Trans>Find Friends</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl overflow-x-hidden">
        <DialogHeader>
          <DialogTitle>
            <Trans>Find Friends</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Search fans by name or username.</Trans>
          </DialogDescription>
        </DialogHeader>
        <React.Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <FindFriendsPanel />
        </React.Suspense>
      </DialogContent>
    </Dialog>
  );
}

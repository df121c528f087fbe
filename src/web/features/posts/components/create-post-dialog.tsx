import * as React from "react";
import { Trans } from "@lingui/react/macro";
import { Plus } from "lucide-react";
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

// The form, its schema, the validation library and the teams it offers load when first opened
// (asked for when a pointer or the focus reaches the button), not with the feed.
const { Component: CreatePostForm, prefetch: prefetchForm } = lazyComponent(() =>
  import("./create-post-form").then((m) => ({ default: m.CreatePostForm })),
);

/** Create Post: `multipart` on the feed (an image file may be attached), JSON on one's own profile. */
export function CreatePostDialog({ multipart, trigger }: { multipart: boolean; trigger?: React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild onPointerEnter={prefetchForm} onFocus={prefetchForm}>
        {trigger ?? (
          <Button>
            <Plus /> <Trans>Create Post</Trans>
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Create Post</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Share a moment, a take or a photo with other fans.</Trans>
          </DialogDescription>
        </DialogHeader>
        <React.Suspense fallback={<Skeleton className="h-80 w-full" />}>
          <CreatePostForm multipart={multipart} onDone={() => setOpen(false)} />
        </React.Suspense>
      </DialogContent>
    </Dialog>
  );
}

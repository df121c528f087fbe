import { Trans } from "@lingui/react/macro";
import { AlertDialog as A } from "radix-ui";
import { buttonVariants } from "@web/components/ui/button";
import { declineUpdate } from "./update-store";

/** Confirm dialog for a waiting new version: Reload applies it, Later keeps the current one. */
export default function UpdateDialog({ apply }: { apply: () => void }) {
  return (
    <A.Root open onOpenChange={(open) => !open && declineUpdate()}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <A.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-card p-6 shadow-xl">
          <A.Title className="text-lg font-semibold">
            <Trans>Update available</Trans>
          </A.Title>
          <A.Description className="text-sm text-muted-foreground">
            <Trans>A new version of FanZone is ready. Reload now to start using it?</Trans>
          </A.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <A.Cancel className={buttonVariants({ variant: "outline" })}>
              <Trans>Later</Trans>
            </A.Cancel>
            <A.Action className={buttonVariants()} onClick={apply}>
              <Trans>Reload</Trans>
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}

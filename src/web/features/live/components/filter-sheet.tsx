import * as React from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { SlidersHorizontal } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@web/components/ui/dialog";

/**
 * On phones the score screens' selects and switch live in a sheet opened from one button in the
 * tab row, so the first screen is games rather than controls. The button shows how many filters
 * are on, so a narrowed list never looks like a short one.
 */
export function FilterSheet({ active, children }: { active: number; children: React.ReactNode }) {
  const { i18n } = useLingui();
  const [open, setOpen] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="shrink-0" data-testid="filters-button">
          <SlidersHorizontal aria-hidden="true" />
          <Trans>Filters</Trans>
          {active > 0 ? (
            <span className="rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground">
              <span aria-hidden="true">{i18n.number(active)}</span>
              <span className="sr-only">
                <Plural value={active} one="# filter on" other="# filters on" />
              </span>
            </span>
          ) : null}
        </Button>
      </DialogTrigger>
      <DialogContent className="bottom-0 left-0 top-auto w-full max-w-none translate-x-0 translate-y-0 rounded-b-none rounded-t-xl pb-[calc(1.5rem+env(safe-area-inset-bottom))]">
        <div className="grid gap-1.5">
          <DialogTitle>
            <Trans>Filters</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Choose which games the list shows.</Trans>
          </DialogDescription>
        </div>
        <div className="grid gap-4 [&_[role=combobox]]:w-full">{children}</div>
        <Button onClick={() => setOpen(false)}>
          <Trans>Show games</Trans>
        </Button>
      </DialogContent>
    </Dialog>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@web/components/ui/button";
import { DialogFooter } from "@web/components/ui/dialog";

/** Cancel and the submit button of a create dialog, which says "Creating..." while it saves. */
export function CreateDialogFooter({
  label,
  pending,
  onCancel,
}: {
  label: string;
  pending: boolean;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? t`Creating...` : label}
      </Button>
    </DialogFooter>
  );
}

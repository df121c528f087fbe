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
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? "Creating..." : label}
      </Button>
    </DialogFooter>
  );
}

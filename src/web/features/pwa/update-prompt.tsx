import * as React from "react";
import { appCatalogue } from "@web/lib/i18n/i18n";
import { usePendingUpdate } from "./update-store";

// The dialog (and its Radix code) loads only when an update is actually waiting, with the `app`
// catalogue that holds its texts: an update may show on the sign-in pages, before the
// signed-in shell has loaded that catalogue.
const UpdateDialog = React.lazy(() => Promise.all([import("./update-dialog"), appCatalogue()]).then(([m]) => m));

/** SPEC §1: when a new version appears, a confirm dialog asks whether to reload. */
export function UpdatePrompt() {
  const apply = usePendingUpdate();
  if (!apply) return null;
  return (
    <React.Suspense fallback={null}>
      <UpdateDialog apply={apply} />
    </React.Suspense>
  );
}

import * as React from "react";
import { usePendingUpdate } from "./update-store";

// The dialog (and its Radix code) loads only when an update is actually waiting.
const UpdateDialog = React.lazy(() => import("./update-dialog"));

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

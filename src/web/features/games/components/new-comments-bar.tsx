import { useLingui } from "@lingui/react/macro";
import { ArrowDown } from "lucide-react";
import { newCommentsText } from "../lib/new-comments";

/** Floats over the bottom of the thread while the reader reads older comments and new ones arrived. */
export function NewCommentsBar({ count, onShow }: { count: number; onShow: () => void }) {
  const { i18n } = useLingui();
  if (count === 0) return null;
  return (
    <button
      type="button"
      onClick={onShow}
      className="absolute bottom-3 left-1/2 z-10 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      data-testid="new-comments-bar"
    >
      <ArrowDown className="h-4 w-4" aria-hidden="true" />
      {newCommentsText(count, i18n)}
    </button>
  );
}

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResultLetter } from "@shared/schemas/standings";
import { cn } from "@web/lib/cn";

/** Each result as a letter and in words: W/D/L in English, G/E/P in Spanish, V/N/D in French. */
const RESULT: Record<ResultLetter, { letter: MessageDescriptor; name: MessageDescriptor }> = {
  W: { letter: msg({ message: "W", context: "result letter: win" }), name: msg`Win` },
  L: { letter: msg({ message: "L", context: "result letter: loss" }), name: msg`Loss` },
  D: { letter: msg({ message: "D", context: "result letter: draw" }), name: msg`Draw` },
  T: { letter: msg({ message: "T", context: "result letter: tie" }), name: msg`Tie` },
};

const STYLE: Record<ResultLetter, string> = {
  W: "bg-success text-white",
  L: "bg-destructive text-destructive-foreground",
  D: "bg-secondary text-secondary-foreground",
  T: "bg-secondary text-secondary-foreground",
};

/** The last results as W / D / L chips, newest first. */
export function FormChips({ form, size = "md" }: { form: readonly ResultLetter[]; size?: "sm" | "md" }) {
  const { t, i18n } = useLingui();
  if (form.length === 0)
    return (
      <span className="text-sm text-muted-foreground">
        <Trans>No results yet</Trans>
      </span>
    );
  return (
    <ol className="flex gap-1" aria-label={t`Form, newest first`} data-testid="form-chips">
      {form.map((r, i) => (
        <li
          key={i}
          className={cn(
            "grid place-items-center rounded font-bold",
            size === "sm" ? "h-5 w-5 text-[10px]" : "h-7 w-7 text-xs",
            STYLE[r],
          )}
        >
          <abbr title={i18n._(RESULT[r].name)} className="no-underline" aria-label={i18n._(RESULT[r].name)}>
            {i18n._(RESULT[r].letter)}
          </abbr>
        </li>
      ))}
    </ol>
  );
}

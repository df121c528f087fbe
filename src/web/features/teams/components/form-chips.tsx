import type { ResultLetter } from "@shared/schemas/standings";
import { cn } from "@web/lib/cn";

const TEXT = {
  label: "Form, newest first",
  result: { W: "Win", L: "Loss", D: "Draw", T: "Tie" } satisfies Record<ResultLetter, string>,
  none: "No results yet",
};

const STYLE: Record<ResultLetter, string> = {
  W: "bg-success text-white",
  L: "bg-destructive text-destructive-foreground",
  D: "bg-secondary text-secondary-foreground",
  T: "bg-secondary text-secondary-foreground",
};

/** The last results as W / D / L chips, newest first. */
export function FormChips({ form, size = "md" }: { form: readonly ResultLetter[]; size?: "sm" | "md" }) {
  if (form.length === 0) return <span className="text-sm text-muted-foreground">{TEXT.none}</span>;
  return (
    <ol className="flex gap-1" aria-label={TEXT.label} data-testid="form-chips">
      {form.map((r, i) => (
        <li
          key={i}
          className={cn(
            "grid place-items-center rounded font-bold",
            size === "sm" ? "h-5 w-5 text-[10px]" : "h-7 w-7 text-xs",
            STYLE[r],
          )}
        >
          <abbr title={TEXT.result[r]} className="no-underline" aria-label={TEXT.result[r]}>
            {r}
          </abbr>
        </li>
      ))}
    </ol>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { sportEmoji } from "@shared/sport-emoji";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { cn } from "@web/lib/cn";
import { sportLabel } from "@web/lib/i18n/sport-names";
import { useCatalogueSports } from "@web/lib/use-catalogue-sports";

/** "All Sports" plus the sports of the team catalogue; "all" means no filter. Used by every list screen. */
export function SportFilter({
  value,
  onChange,
  id,
  className,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  id?: string;
  className?: string;
  label?: string;
}) {
  const { i18n, t } = useLingui();
  const sports = useCatalogueSports();
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} className={cn("sm:w-48", className)} aria-label={label ?? t`Filter by sport`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">
          <Trans>All Sports</Trans>
        </SelectItem>
        {sports.map((s) => (
          <SelectItem key={s} value={s}>
            {sportEmoji(s)} {sportLabel(i18n, s)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

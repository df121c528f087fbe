import { useLingui } from "@lingui/react/macro";
import { sportEmoji } from "@shared/sport-emoji";
import { NativeSelect } from "@web/components/ui/native-select";
import { cn } from "@web/lib/cn";
import { sportLabel } from "@web/lib/i18n/sport-names";
import { useCatalogueSports } from "@web/lib/use-catalogue-sports";

/**
 * "All Sports" plus the sports of the team catalogue; "all" means no filter. Used by every list
 * screen. A native select: the phone's own picker, and no hidden list of options to build and
 * measure with each render of the screen (Radix's Select did, in several renders of its own).
 */
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
    <NativeSelect
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={cn("sm:w-48", className)}
      aria-label={label ?? t`Filter by sport`}
    >
      <option value="all">{t`All Sports`}</option>
      {sports.map((s) => (
        <option key={s} value={s}>
          {sportEmoji(s)} {sportLabel(i18n, s)}
        </option>
      ))}
    </NativeSelect>
  );
}

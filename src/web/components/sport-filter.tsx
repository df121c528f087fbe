import { sportEmoji, sportName } from "@shared/sport-emoji";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { cn } from "@web/lib/cn";
import { useCatalogueSports } from "@web/lib/use-catalogue-sports";

/** "All Sports" plus the sports of the team catalogue; "all" means no filter. Used by every list screen. */
export function SportFilter({
  value,
  onChange,
  id,
  className,
  label = "Filter by sport",
}: {
  value: string;
  onChange: (v: string) => void;
  id?: string;
  className?: string;
  label?: string;
}) {
  const sports = useCatalogueSports();
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} className={cn("sm:w-48", className)} aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">All Sports</SelectItem>
        {sports.map((s) => (
          <SelectItem key={s} value={s}>
            {sportEmoji(s)} {sportName(s)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

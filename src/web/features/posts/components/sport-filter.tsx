import { SPORTS } from "@shared/schemas/teams";
import { sportEmoji } from "@shared/sport-emoji";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";

/** The feed's sport filter; "all" means no filter. The server does the filtering. */
export function SportFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger className="w-44" aria-label="Filter by sport">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">All Sports</SelectItem>
        {SPORTS.map((s) => (
          <SelectItem key={s} value={s}>
            {sportEmoji(s)} {s[0]!.toUpperCase() + s.slice(1)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

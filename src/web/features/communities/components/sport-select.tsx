import { sportEmoji } from "@shared/sport-emoji";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { useSportOptions } from "../api/sports";
import { sportName } from "./sport-badge";

/** "All Sports" plus the sports of the team catalogue; "all" means no filter. */
export function SportFilter({ value, onChange, id }: { value: string; onChange: (v: string) => void; id?: string }) {
  const sports = useSportOptions();
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} className="sm:w-48" aria-label="Filter by sport">
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

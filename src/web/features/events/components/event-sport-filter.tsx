import { sportEmoji } from "@shared/sport-emoji";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { useEventSports } from "../api/form-options";
import { sportName } from "./event-format";

/** "All Sports" plus the sports of the team catalogue; "all" means no filter. */
export function EventSportFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const sports = useEventSports();
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger className="sm:w-48" aria-label="Filter by sport">
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

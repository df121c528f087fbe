import { Trans } from "@lingui/react/macro";
import { CalendarPlus, Download, Link2 } from "lucide-react";
import { Button } from "@web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { calendarLinks } from "../lib/calendar-links";

/** "Add to calendar": subscribe through webcal:// (stays up to date) or download the file. */
export function AddToCalendar({ teamId, fileName }: { teamId: number; fileName: string }) {
  const links = calendarLinks(teamId);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" data-testid="add-to-calendar">
          <CalendarPlus aria-hidden="true" /> <Trans>Add to calendar</Trans>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href={links.subscribe} data-testid="calendar-subscribe">
            <Link2 aria-hidden="true" /> <Trans>Subscribe in your calendar app</Trans>
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={links.download} download={fileName} data-testid="calendar-download">
            <Download aria-hidden="true" /> <Trans>Download the schedule (.ics)</Trans>
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

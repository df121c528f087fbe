import * as React from "react";
import { Plus } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { SearchInput } from "@web/components/ui/search-input";
import { SportFilter } from "@web/components/sport-filter";
import { useAuth } from "@web/lib/session";
import { useCreateParam } from "@web/lib/use-create-param";
import { useDebounced } from "@web/lib/use-debounced";
import { CreateEventDialog, MyEventsSection, UpcomingEventsSection } from "@web/features/events";

export default function EventsPage() {
  const { user } = useAuth();
  const [search, setSearch] = React.useState("");
  const [sport, setSport] = React.useState("all");
  const debounced = useDebounced(search, 300);
  const [creating, setCreating] = useCreateParam();

  if (!user) return null;
  return (
    <div className="mx-auto grid grid-cols-1 max-w-6xl gap-8 p-4 md:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Events</h1>
          <p className="text-muted-foreground">Watch parties, tailgates and meetups near you.</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus /> Create Event
        </Button>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput value={search} onChange={setSearch} label="Search events" placeholder="Search events..." />
        <SportFilter value={sport} onChange={setSport} />
      </div>
      <MyEventsSection userId={user.id} />
      <UpcomingEventsSection search={debounced} sport={sport} onCreate={() => setCreating(true)} />
      <CreateEventDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

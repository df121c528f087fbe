import * as React from "react";
import { SearchInput } from "@web/components/ui/search-input";
import { SportFilter } from "@web/components/sport-filter";
import { useAuth } from "@web/lib/session";
import { useCreateParam } from "@web/lib/use-create-param";
import { useDebounced } from "@web/lib/use-debounced";
import {
  CreateCommunityButton,
  CreateCommunityDialog,
  DiscoverCommunities,
  MyCommunitiesSection,
} from "@web/features/communities";

export default function CommunitiesPage() {
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
          <h1 className="text-3xl font-bold">Communities</h1>
          <p className="text-muted-foreground">Find your crew: fans of your sport and your team.</p>
        </div>
        <CreateCommunityButton onClick={() => setCreating(true)} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          value={search}
          onChange={setSearch}
          label="Search communities"
          placeholder="Search communities..."
        />
        <SportFilter value={sport} onChange={setSport} />
      </div>
      <MyCommunitiesSection userId={user.id} />
      <DiscoverCommunities search={debounced} sport={sport} onCreate={() => setCreating(true)} />
      <CreateCommunityDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

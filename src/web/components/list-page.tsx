import * as React from "react";
import { SportFilter } from "@web/components/sport-filter";
import { SearchInput } from "@web/components/ui/search-input";
import { useDebounced } from "@web/lib/use-debounced";

export interface ListFilters {
  /** The search text, debounced so that typing does not send a request per key. */
  search: string;
  sport: string;
}

/**
 * The frame of a browse page (communities, events): title, description and the create action,
 * the search box and the sport filter; the page's sections get the current filters.
 */
export function ListPage({
  title,
  description,
  action,
  searchLabel,
  children,
}: {
  title: string;
  description: string;
  action: React.ReactNode;
  /** "Search events": the search box's accessible name; its placeholder adds "...". */
  searchLabel: string;
  children: (filters: ListFilters) => React.ReactNode;
}) {
  const [search, setSearch] = React.useState("");
  const [sport, setSport] = React.useState("all");
  const debounced = useDebounced(search, 300);
  return (
    <div className="mx-auto grid grid-cols-1 max-w-6xl gap-8 p-4 md:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </div>
        {action}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput value={search} onChange={setSearch} label={searchLabel} placeholder={`${searchLabel}...`} />
        <SportFilter value={sport} onChange={setSport} />
      </div>
      {children({ search: debounced, sport })}
    </div>
  );
}

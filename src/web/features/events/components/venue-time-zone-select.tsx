import * as React from "react";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { timeZoneNames } from "@shared/i18n/time-zones";
import { NativeSelect } from "@web/components/ui/native-select";

/** The IANA areas (the part before the first "/"), as the select's groups name them. */
const AREAS: Record<string, MessageDescriptor> = {
  Africa: msg`Africa`,
  America: msg`Americas`,
  Antarctica: msg`Antarctica`,
  Arctic: msg`Arctic`,
  Asia: msg`Asia`,
  Atlantic: msg`Atlantic`,
  Australia: msg`Australia`,
  Europe: msg`Europe`,
  Indian: msg`Indian Ocean`,
  Pacific: msg`Pacific`,
};

/** "America/Argentina/Buenos_Aires" -> "Argentina / Buenos Aires": the place, as people read it. */
const placeOf = (zone: string) => zone.split("/").slice(1).join(" / ").replaceAll("_", " ") || zone;

interface Group {
  area: string;
  zones: string[];
}

/** Zones grouped by area, in the runtime's order; those outside an area (UTC) first, on their own. */
function groupZones(zones: string[]): { loose: string[]; groups: Group[] } {
  const loose: string[] = [];
  const byArea = new Map<string, string[]>();
  for (const z of zones) {
    const area = z.split("/")[0]!;
    if (!z.includes("/") || !(area in AREAS)) loose.push(z);
    else byArea.set(area, [...(byArea.get(area) ?? []), z]);
  }
  return { loose, groups: [...byArea].map(([area, list]) => ({ area, zones: list })) };
}

/**
 * The venue's time zone: every zone the browser knows (Intl), grouped by area so the list of
 * some 400 reads like an atlas, each by its place name. `value` is always among the options.
 */
export function VenueTimeZoneSelect({ value, ...props }: React.ComponentProps<"select"> & { value: string }) {
  const { i18n } = useLingui();
  const { loose, groups } = React.useMemo(() => {
    const all = timeZoneNames();
    return groupZones(all.includes(value) ? all : [value, ...all]);
  }, [value]);
  return (
    <NativeSelect value={value} {...props}>
      {loose.map((z) => (
        <option key={z} value={z}>
          {z}
        </option>
      ))}
      {groups.map((g) => (
        <optgroup key={g.area} label={i18n._(AREAS[g.area]!)}>
          {g.zones.map((z) => (
            <option key={z} value={z}>
              {placeOf(z)}
            </option>
          ))}
        </optgroup>
      ))}
    </NativeSelect>
  );
}

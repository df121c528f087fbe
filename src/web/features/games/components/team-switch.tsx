import * as React from "react";
import type { GameTeam } from "@shared/schemas/live";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";

/**
 * One team's part of a sheet at a time (box score, lineups), away first as in the header: a
 * phone has room for one team's table, and a fan looks for their own side.
 */
export function TeamSwitch({
  away,
  home,
  label,
  children,
}: {
  away: GameTeam;
  home: GameTeam;
  label: string;
  children: (side: "home" | "away") => React.ReactNode;
}) {
  const [side, setSide] = React.useState<"home" | "away">("away");
  return (
    <Tabs value={side} onValueChange={(v) => setSide(v === "home" ? "home" : "away")}>
      <TabsList aria-label={label}>
        {(["away", "home"] as const).map((s) => {
          const team = s === "home" ? home : away;
          return (
            <TabsTrigger key={s} value={s} className="gap-2" data-testid={`team-switch-${s}`}>
              <img src={team.logo} alt="" width={20} height={20} className="h-5 w-5" />
              <span className="sm:hidden" aria-hidden="true" translate="no">
                {team.abbreviation}
              </span>
              <span className="sr-only sm:not-sr-only">{team.name}</span>
            </TabsTrigger>
          );
        })}
      </TabsList>
      {(["away", "home"] as const).map((s) => (
        <TabsContent key={s} value={s} className="mt-3">
          {side === s ? children(s) : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}

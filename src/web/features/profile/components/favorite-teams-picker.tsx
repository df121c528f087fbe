import * as React from "react";
import { Check, Search } from "lucide-react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { FAVORITE_TEAMS_MAX } from "@shared/limits";
import { LEAGUES, SPORTS } from "@shared/leagues";
import type { Team } from "@shared/schemas/teams";
import { sportEmoji } from "@shared/sport-emoji";
import { sportLabel } from "@web/lib/i18n/sport-names";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";

/** Toggles favourite teams, grouped by sport then league, with a search box (hundreds of teams). */
export function FavoriteTeamsPicker({
  teams,
  loading,
  selected,
  onToggle,
}: {
  teams: Team[];
  loading: boolean;
  selected: number[];
  onToggle: (id: number) => void;
}) {
  const { t, i18n } = useLingui();
  const [q, setQ] = React.useState("");
  const groups = React.useMemo(() => {
    const needle = q.trim().toLowerCase();
    const match = (t: Team) =>
      !needle || `${t.city} ${t.name} ${t.abbreviation} ${t.league}`.toLowerCase().includes(needle);
    return SPORTS.map((sport) => ({
      sport,
      leagues: LEAGUES.filter((l) => l.sport === sport)
        .map((l) => ({ ...l, teams: teams.filter((t) => t.league === l.slug && match(t)) }))
        .filter((l) => l.teams.length),
    })).filter((g) => g.leagues.length);
  }, [teams, q]);
  const count = selected.length;
  const max = FAVORITE_TEAMS_MAX;
  const full = count >= max;
  if (loading) return <Skeleton className="h-40 w-full" />;
  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="relative">
        <Search className="absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden="true" />
        <Input
          aria-label={t`Search teams`}
          placeholder={t`Search teams...`}
          className="pl-9"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        {full ? (
          <Plural
            value={count}
            one={`# selected (the most you can pick is ${max})`}
            other={`# selected (the most you can pick is ${max})`}
          />
        ) : (
          <Plural value={count} one="# selected" other="# selected" />
        )}
      </p>
      <div className="grid max-h-[28rem] gap-4 overflow-y-auto pr-1">
        {groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No teams match "{q}".</Trans>
          </p>
        ) : null}
        {groups.map((g) => (
          <section key={g.sport} aria-label={sportLabel(i18n, g.sport)}>
            <h3 className="mb-2 text-sm font-semibold">
              {sportEmoji(g.sport)} {sportLabel(i18n, g.sport)}
            </h3>
            {g.leagues.map((l) => (
              <div key={l.slug} className="mb-3">
                <h4 className="mb-1 text-xs font-medium uppercase tracking-wide text-muted-foreground">{l.label}</h4>
                <div className="flex flex-wrap gap-2">
                  {l.teams.map((t) => {
                    const on = selected.includes(t.id);
                    return (
                      <button
                        key={t.id}
                        type="button"
                        aria-pressed={on}
                        disabled={!on && full}
                        onClick={() => onToggle(t.id)}
                        className={cn(
                          "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs transition-colors disabled:opacity-40",
                          on ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-muted",
                        )}
                      >
                        <img src={t.logo} alt="" className="h-4 w-4" loading="lazy" />
                        {t.name}
                        {on ? <Check className="h-3 w-3" /> : null}
                      </button>
                    );
                  })}
                </div>
              </div>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}

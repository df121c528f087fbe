import { useLingui } from "@lingui/react/macro";
import { NavLink } from "react-router";
import { LEAGUES } from "@shared/leagues";
import { cn } from "@web/lib/cn";

/** One tab per league, each a page of its own (/standings/:league); scrolls sideways on a phone. */
export function LeagueTabs() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Leagues`} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex w-max gap-1 rounded-lg bg-muted p-1 md:w-auto md:flex-wrap">
        {LEAGUES.map((l) => (
          <li key={l.slug}>
            <NavLink
              to={`/standings/${l.slug}`}
              className={({ isActive }) =>
                cn(
                  "block whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-colors",
                  isActive ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
                )
              }
            >
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useLingui } from "@lingui/react/macro";
import { NavLink } from "react-router";
import { cn } from "@web/lib/cn";
import { BOTTOM_NAV } from "./nav-items";

/** Mobile bottom bar; hidden from md up where the header carries the links. */
export function BottomNav() {
  const { i18n, t } = useLingui();
  return (
    <nav
      aria-label={t`Bottom navigation`}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-7">
        {BOTTOM_NAV.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === "/"}
              className={({ isActive }) =>
                cn(
                  "flex flex-col items-center gap-0.5 py-2 text-[10px] font-medium",
                  isActive ? "text-primary" : "text-muted-foreground",
                )
              }
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
              {/* One line, centred under its icon: a label a little wider than its column runs into
                  the gaps beside it rather than being cut (the labels are chosen short: nav-items). */}
              <span className="whitespace-nowrap">{i18n._(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

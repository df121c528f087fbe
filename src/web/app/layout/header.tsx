import { Trans, useLingui } from "@lingui/react/macro";
import { Link, NavLink, useNavigate } from "react-router";
import { LogOut, ShieldCheck, Trophy, User } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { UserAvatar } from "@web/components/ui/avatar";
import { Skeleton } from "@web/components/ui/skeleton";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { cn } from "@web/lib/cn";
import { useAuth } from "@web/lib/session";
import { NotificationBell } from "@web/features/notifications";
import { InstallAppMenuItem } from "@web/features/pwa";
import { SearchField } from "@web/features/search";
import { HEADER_NAV, LEADERBOARDS_NAV, STANDINGS_NAV } from "./nav-items";
import { useSignedInShell } from "./signed-in-shell";

export function Header() {
  const { i18n, t } = useLingui();
  const { user, isLoading, logout } = useAuth();
  const navigate = useNavigate();
  const signedInShell = useSignedInShell();
  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4 xl:max-w-7xl">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 text-lg font-bold text-primary"
          aria-label={t`FanZone home`}
        >
          <Trophy className="h-6 w-6" aria-hidden="true" />
          {/* On tablets the links need the room (Spanish and French): the trophy stands for the name. */}
          <span className={signedInShell ? "md:max-lg:hidden" : undefined}>FanZone</span>
        </Link>
        {signedInShell ? (
          // Scrolls sideways rather than pushing the menus off screen when the labels run long (es, fr).
          <nav
            aria-label={t`Main`}
            className="hidden min-w-0 flex-1 items-center gap-1 overflow-x-auto [scrollbar-width:none] md:flex"
          >
            {HEADER_NAV.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.to === "/"}
                className={({ isActive }) =>
                  cn(
                    "whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors xl:px-3",
                    item.wide && "hidden lg:block",
                    isActive
                      ? "bg-primary/10 text-primary"
                      : "text-muted-foreground hover:bg-muted hover:text-foreground",
                  )
                }
              >
                {i18n._(item.label)}
              </NavLink>
            ))}
          </nav>
        ) : (
          <div className="flex-1" />
        )}
        {user ? (
          <div className="ml-auto flex shrink-0 items-center gap-1">
            <SearchField />
            <NotificationBell />
            {/* Not modal: a modal menu hides the rest of the page with aria-hidden while its links
                stay focusable (axe aria-hidden-focus); focus still moves into the menu. */}
            <DropdownMenu modal={false}>
              <DropdownMenuTrigger asChild>
                <button
                  className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  aria-label={t`User menu`}
                >
                  <UserAvatar user={user} className="h-9 w-9" />
                </button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" className="w-56">
                <DropdownMenuLabel className="font-normal">
                  <span className="block font-semibold">
                    {user.firstName} {user.lastName}
                  </span>
                  <span className="block truncate text-xs text-muted-foreground">@{user.username}</span>
                </DropdownMenuLabel>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => navigate("/profile")}>
                  <User /> <Trans>Profile</Trans>
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => navigate(STANDINGS_NAV.to)}>
                  <STANDINGS_NAV.icon /> {i18n._(STANDINGS_NAV.label)}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => navigate(LEADERBOARDS_NAV.to)}>
                  <LEADERBOARDS_NAV.icon /> {i18n._(LEADERBOARDS_NAV.label)}
                </DropdownMenuItem>
                <InstallAppMenuItem />
                {user.isAdmin ? (
                  <DropdownMenuItem onSelect={() => navigate("/admin/reports")}>
                    <ShieldCheck /> <Trans>Moderation</Trans>
                  </DropdownMenuItem>
                ) : null}
                {/* logout() reports its own failure and signs out here whatever the server said. */}
                <DropdownMenuItem onSelect={() => void logout().then(() => navigate("/login"))}>
                  <LogOut /> <Trans>Sign out</Trans>
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        ) : isLoading ? (
          <Skeleton className="ml-auto h-9 w-9 rounded-full" />
        ) : (
          <Button asChild size="sm">
            <Link to="/login">
              <Trans>Sign in</Trans>
            </Link>
          </Button>
        )}
      </div>
    </header>
  );
}

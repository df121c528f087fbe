import {
  Calendar,
  Home,
  LayoutGrid,
  ListOrdered,
  Medal,
  MessageSquare,
  Search,
  Trophy,
  User,
  Users,
  type LucideIcon,
} from "lucide-react";

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Only where the header has room (lg and up); the user menu carries it on smaller screens. */
  wide?: boolean;
}

/** Desktop header links (SPEC §2). */
export const HEADER_NAV: NavItem[] = [
  { to: "/", label: "Dashboard", icon: Home },
  { to: "/posts", label: "Posts", icon: MessageSquare },
  { to: "/communities", label: "Communities", icon: Users },
  { to: "/events", label: "Events", icon: Calendar },
  { to: "/scores", label: "Scores", icon: Trophy },
  { to: "/sports", label: "All Sports", icon: LayoutGrid },
  { to: "/standings", label: "Standings", icon: ListOrdered, wide: true },
  { to: "/leaderboards", label: "Leaderboards", icon: Medal, wide: true },
];

/** The pick'em leaderboards: in the header on wide screens, in the user menu everywhere. */
export const LEADERBOARDS_NAV = HEADER_NAV.find((i) => i.to === "/leaderboards")!;

/** League tables: in the header on wide screens, in the user menu everywhere. */
export const STANDINGS_NAV = HEADER_NAV.find((i) => i.to === "/standings")!;

/** Mobile bottom bar (SPEC §2), plus Search: one tap to the search page on phones. */
export const BOTTOM_NAV: NavItem[] = [
  { to: "/", label: "Home", icon: Home },
  { to: "/posts", label: "Posts", icon: MessageSquare },
  { to: "/scores", label: "Scores", icon: Trophy },
  { to: "/events", label: "Events", icon: Calendar },
  { to: "/communities", label: "Communities", icon: Users },
  { to: "/profile", label: "Profile", icon: User },
  { to: "/search", label: "Search", icon: Search },
];

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
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface NavItem {
  to: string;
  /** Shown with `i18n._(label)`: the list is built once, the language may change. */
  label: MessageDescriptor;
  icon: LucideIcon;
  /** Only where the header has room (lg and up); the user menu carries it on smaller screens. */
  wide?: boolean;
}

/**
 * Desktop header links (SPEC §2). Eight links share the header with the search field, so the
 * longest have their own messages (context "header link"), where translators pick the short word
 * (Spanish and French ran past the header's width with the pages' full titles).
 */
export const HEADER_NAV: NavItem[] = [
  { to: "/", label: msg`Dashboard`, icon: Home },
  { to: "/posts", label: msg`Posts`, icon: MessageSquare },
  { to: "/communities", label: msg`Communities`, icon: Users },
  { to: "/events", label: msg`Events`, icon: Calendar },
  { to: "/scores", label: msg`Scores`, icon: Trophy },
  { to: "/sports", label: msg({ message: "All Sports", context: "header link" }), icon: LayoutGrid },
  { to: "/standings", label: msg`Standings`, icon: ListOrdered, wide: true },
  { to: "/leaderboards", label: msg({ message: "Leaderboards", context: "header link" }), icon: Medal, wide: true },
];

/** The pick'em leaderboards: in the header on wide screens, in the user menu everywhere. */
export const LEADERBOARDS_NAV = HEADER_NAV.find((i) => i.to === "/leaderboards")!;

/** League tables: in the header on wide screens, in the user menu everywhere. */
export const STANDINGS_NAV = HEADER_NAV.find((i) => i.to === "/standings")!;

/**
 * Mobile bottom bar (SPEC §2), plus Search: one tap to the search page on phones. Seven labels
 * share a 390 px bar, so they have their own messages (context "bottom bar"): translators can
 * pick the short word there that the roomier header would not need.
 */
export const BOTTOM_NAV: NavItem[] = [
  { to: "/", label: msg({ message: "Home", context: "bottom bar" }), icon: Home },
  { to: "/posts", label: msg({ message: "Posts", context: "bottom bar" }), icon: MessageSquare },
  { to: "/scores", label: msg({ message: "Scores", context: "bottom bar" }), icon: Trophy },
  { to: "/events", label: msg({ message: "Events", context: "bottom bar" }), icon: Calendar },
  { to: "/communities", label: msg({ message: "Communities", context: "bottom bar" }), icon: Users },
  { to: "/profile", label: msg({ message: "Profile", context: "bottom bar" }), icon: User },
  { to: "/search", label: msg({ message: "Search", context: "bottom bar" }), icon: Search },
];

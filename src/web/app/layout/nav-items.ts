import { Calendar, Home, LayoutGrid, MessageSquare, Trophy, User, Users, type LucideIcon } from "lucide-react";

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** Desktop header links (SPEC §2). */
export const HEADER_NAV: NavItem[] = [
  { to: "/", label: "Dashboard", icon: Home },
  { to: "/posts", label: "Posts", icon: MessageSquare },
  { to: "/communities", label: "Communities", icon: Users },
  { to: "/events", label: "Events", icon: Calendar },
  { to: "/scores", label: "Scores", icon: Trophy },
  { to: "/sports", label: "All Sports", icon: LayoutGrid },
];

/** Mobile bottom bar (SPEC §2). */
export const BOTTOM_NAV: NavItem[] = [
  { to: "/", label: "Home", icon: Home },
  { to: "/posts", label: "Posts", icon: MessageSquare },
  { to: "/scores", label: "Scores", icon: Trophy },
  { to: "/events", label: "Events", icon: Calendar },
  { to: "/communities", label: "Communities", icon: Users },
  { to: "/profile", label: "Profile", icon: User },
];

import type { LucideIcon } from "lucide-react";
import { CardTitle } from "@web/components/ui/card";

/** The heading of one of the game centre's cards: an icon and a name. */
export function SectionTitle({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <CardTitle className="flex items-center gap-2 text-base">
      <Icon className="h-4 w-4 text-primary" aria-hidden="true" /> {children}
    </CardTitle>
  );
}

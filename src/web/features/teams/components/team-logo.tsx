import { useLingui } from "@lingui/react/macro";
import { cn } from "@web/lib/cn";

/** A team's badge, drawn by the server in the team's colours (works offline, nothing hot-linked). */
export function TeamLogo({ logo, name, className }: { logo: string; name: string; className?: string }) {
  const { t } = useLingui();
  return (
    <img
      src={logo}
      alt={t`${name} logo`}
      width={32}
      height={32}
      loading="lazy"
      decoding="async"
      className={cn("h-8 w-8 shrink-0", className)}
    />
  );
}

import { useLingui } from "@lingui/react/macro";
import { TeamLogoImage } from "@web/components/team-logo-image";
import { cn } from "@web/lib/cn";

/** A team's badge, drawn by the server in the team's colours (works offline, nothing hot-linked), named. */
export function TeamLogo({ logo, name, className }: { logo: string; name: string; className?: string }) {
  const { t } = useLingui();
  return <TeamLogoImage src={logo} label={t`${name} logo`} className={cn("h-8 w-8 shrink-0", className)} />;
}

import { useLingui } from "@lingui/react/macro";
import { Globe, Lock } from "lucide-react";

/** Lock for a private community, globe for a public one (SPEC §2), with a text for screen readers. */
export function PrivacyIcon({ isPrivate, className = "h-4 w-4" }: { isPrivate: boolean; className?: string }) {
  const { t } = useLingui();
  const label = isPrivate ? t`Private community` : t`Public community`;
  return isPrivate ? (
    <Lock role="img" aria-label={label} className={`${className} text-amber-600`} data-testid="private-icon" />
  ) : (
    <Globe role="img" aria-label={label} className={`${className} text-emerald-600`} data-testid="public-icon" />
  );
}

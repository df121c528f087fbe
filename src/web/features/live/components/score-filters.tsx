import { Trans, useLingui } from "@lingui/react/macro";
import { RefreshCw } from "lucide-react";
import { LEAGUES } from "@shared/leagues";
import { Button } from "@web/components/ui/button";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { Switch } from "@web/components/ui/switch";

export function LeagueSelect({ value, onChange }: { value: string; onChange(v: string): void }) {
  const { t } = useLingui();
  return (
    <NativeSelect value={value} onChange={(e) => onChange(e.target.value)} className="w-52" aria-label={t`League`}>
      <option value="all">{t`All Leagues`}</option>
      {LEAGUES.map((l) => (
        <option key={l.slug} value={l.slug}>
          {l.label}
        </option>
      ))}
    </NativeSelect>
  );
}

export function FavoritesSwitch({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange(v: boolean): void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  return (
    <div className="flex items-center gap-2">
      <Switch id="favorites-only" checked={checked && !disabled} onCheckedChange={onChange} disabled={disabled} />
      <Label
        htmlFor="favorites-only"
        className={disabled ? "text-muted-foreground" : undefined}
        title={disabled ? t`Pick favourite teams in your profile first` : undefined}
      >
        <Trans>Favorites only</Trans>
      </Label>
    </div>
  );
}

export function RefreshButton({ onClick, busy }: { onClick(): void; busy: boolean }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={busy}>
      <RefreshCw className={busy ? "animate-spin" : undefined} aria-hidden="true" /> <Trans>Refresh</Trans>
    </Button>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { RefreshCw } from "lucide-react";
import { LEAGUES } from "@shared/leagues";
import { Button } from "@web/components/ui/button";
import { Label } from "@web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Switch } from "@web/components/ui/switch";

export function LeagueSelect({ value, onChange }: { value: string; onChange(v: string): void }) {
  const { t } = useLingui();
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger className="w-52" aria-label={t`League`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">
          <Trans>All Leagues</Trans>
        </SelectItem>
        {LEAGUES.map((l) => (
          <SelectItem key={l.slug} value={l.slug}>
            {l.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
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

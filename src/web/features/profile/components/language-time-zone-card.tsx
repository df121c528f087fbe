import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Globe } from "lucide-react";
import { LOCALES, LOCALE_NAMES, isLocale, type Locale } from "@shared/i18n/locales";
import { timeZoneNames } from "@shared/i18n/time-zones";
import type { PublicUser } from "@shared/schemas/user";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { formatTimeWithZone } from "@web/lib/i18n/time-format";
import { browserTimeZone, rememberChosenLocale } from "@web/lib/i18n/locale-preference";
import { useTimeZone } from "@web/lib/i18n/use-time-zone";
import { toastError } from "@web/lib/toast-error";
import { useUpdatePreferences } from "../api/update-preferences";

/**
 * The profile's language and time zone: saved on change. The language switches the app at once
 * (LocaleSync follows the account); every time is shown in the zone chosen here.
 */
export function LanguageTimeZoneCard({ user }: { user: PublicUser }) {
  const { t, i18n } = useLingui();
  const zone = useTimeZone();
  const zones = React.useMemo(() => {
    const all = timeZoneNames();
    return all.includes(zone) ? all : [zone, ...all];
  }, [zone]);
  const save = useUpdatePreferences((err) => toastError(err, t`Failed to update profile`));
  const nowThere = formatTimeWithZone(new Date(), i18n.locale as Locale, zone);
  const deviceZone = browserTimeZone();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Globe className="h-5 w-5" aria-hidden="true" />
          <Trans>Language and time zone</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Times are shown in your time zone; events also show the time at the venue.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="profile-locale">
            <Trans>Language</Trans>
          </Label>
          <NativeSelect
            id="profile-locale"
            value={user.locale ?? i18n.locale}
            disabled={save.isPending}
            onChange={(e) => {
              const locale = e.target.value;
              if (!isLocale(locale)) return;
              rememberChosenLocale(locale);
              save.mutate({ locale });
            }}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="profile-time-zone">
            <Trans>Time zone</Trans>
          </Label>
          <NativeSelect
            id="profile-time-zone"
            value={zone}
            disabled={save.isPending}
            onChange={(e) => save.mutate({ timeZone: e.target.value })}
          >
            {zones.map((z) => (
              <option key={z} value={z}>
                {z === deviceZone ? t`${z} (this device)` : z}
              </option>
            ))}
          </NativeSelect>
          <p className="text-xs text-muted-foreground" data-testid="time-zone-now">
            <Trans>It is {nowThere} there now.</Trans>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

import { useLingui } from "@lingui/react/macro";
import { Globe } from "lucide-react";
import { LOCALES, LOCALE_NAMES, isLocale } from "@shared/i18n/locales";
import { activateLocale } from "@web/lib/i18n/i18n";
import { rememberChosenLocale } from "@web/lib/i18n/locale-preference";
import { cn } from "@web/lib/cn";
import { useHydrated } from "@web/lib/use-hydrated";

/**
 * The language menu of the sign-in pages: switches at once and is remembered on this browser
 * (and saved to the account when one signs in without a choice of its own; LocaleSync).
 * Each language is named in itself.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  // On a prerendered page the menu waits for React, which alone can switch the language.
  const hydrated = useHydrated();
  return (
    <label className={cn("flex items-center gap-1.5 text-sm text-muted-foreground", className)}>
      <Globe className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only">{t`Language`}</span>
      <select
        value={i18n.locale}
        disabled={!hydrated}
        onChange={(e) => {
          const locale = e.target.value;
          if (!isLocale(locale)) return;
          rememberChosenLocale(locale);
          void activateLocale(locale);
        }}
        className="rounded-md border border-input bg-card px-2 py-1 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        data-testid="language-menu"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}

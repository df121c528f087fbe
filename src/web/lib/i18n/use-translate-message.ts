import * as React from "react";
import { useLingui } from "@lingui/react";
import type { Locale } from "@shared/i18n/locales";
import type { ApiMessageCatalogue } from "@shared/i18n/api-messages/translator";

// Validation messages come from the shared zod schemas in English (the API's texts; see
// src/shared/i18n/api-messages). A form shows them in the active language through the same
// catalogue the server uses, loaded (its own chunk) the first time a form needs it.
const LOADERS: Record<Exclude<Locale, "en">, () => Promise<ApiMessageCatalogue>> = {
  es: () => import("@shared/i18n/api-messages/es").then((m) => m.es),
  fr: () => import("@shared/i18n/api-messages/fr").then((m) => m.fr),
};
const translators = new Map<Locale, (message: string) => string>();
const loading = new Map<Locale, Promise<void>>();

function load(locale: Exclude<Locale, "en">): Promise<void> {
  let p = loading.get(locale);
  if (!p) {
    p = Promise.all([LOADERS[locale](), import("@shared/i18n/api-messages/translator")]).then(([catalogue, m]) => {
      translators.set(locale, m.createMessageTranslator(catalogue));
    });
    p.catch(() => loading.delete(locale));
    loading.set(locale, p);
  }
  return p;
}

const identity = (message: string) => message;

/** Translates an English API or schema message into the active language (as is until its catalogue arrives). */
export function useTranslateMessage(): (message: string) => string {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [, setLoaded] = React.useState(0);
  React.useEffect(() => {
    if (locale === "en" || translators.has(locale)) return;
    let live = true;
    load(locale).then(
      () => live && setLoaded((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return locale === "en" ? identity : (translators.get(locale) ?? identity);
}

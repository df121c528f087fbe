import * as React from "react";
import { useLingui } from "@lingui/react";
import type { Locale } from "@shared/i18n/locales";
import type { ApiMessageCatalogue } from "@shared/i18n/api-messages/translator";

// Validation messages come from the shared zod schemas in English (the API's texts; see
// src/shared/i18n/api-messages). A form shows them in the active language through the same
// catalogue the server uses: every message of the API (about 6 KB gzip), its own chunk, loaded
// when a form needs it. The sign-in form needs it only once its schema can raise a message, so it
// loads it with that schema (useLazySchemaForm) rather than with the page: the sign-in screen's
// first load stays within its budget in every language (bench/web-budget.mjs).
const LOADERS: Record<Exclude<Locale, "en">, () => Promise<ApiMessageCatalogue>> = {
  es: () => import("@shared/i18n/api-messages/es").then((m) => m.es),
  fr: () => import("@shared/i18n/api-messages/fr").then((m) => m.fr),
};
const translators = new Map<Locale, (message: string) => string>();
const loading = new Map<Locale, Promise<void>>();

/** Loads the message translations of `locale` (once; nothing to load for English). */
export function loadMessageTranslations(locale: Locale): Promise<void> {
  if (locale === "en") return Promise.resolve();
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

/** Whether the message translations of `locale` are there (English needs none). */
export const hasMessageTranslations = (locale: Locale) => locale === "en" || translators.has(locale);

const identity = (message: string) => message;

/**
 * Translates an English API or schema message into the active language (as is until its
 * catalogue arrives). `load`: whether to load that catalogue now, when the component mounts (the
 * default); false leaves it to the caller (the sign-in form loads it with its schema).
 */
export function useTranslateMessage(load = true): (message: string) => string {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [, setLoaded] = React.useState(0);
  const ready = hasMessageTranslations(locale);
  React.useEffect(() => {
    if (!load || ready) return;
    let live = true;
    loadMessageTranslations(locale).then(
      () => live && setLoaded((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale, load, ready]);
  return translators.get(locale) ?? identity;
}

import type { Locale } from "../locales";
import { es } from "./es";
import { fr } from "./fr";
import { createMessageTranslator, type ApiMessageCatalogue } from "./translator";

/** Every language's API-message catalogue but English (the source language). */
export const API_MESSAGE_CATALOGUES: Record<Exclude<Locale, "en">, ApiMessageCatalogue> = { es, fr };

const translators = new Map<Locale, (message: string) => string>();

/** `message` (an English API message) in `locale`; unchanged for English or a text no catalogue knows. */
export function translateApiMessage(message: string, locale: Locale): string {
  if (locale === "en") return message;
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = createMessageTranslator(API_MESSAGE_CATALOGUES[locale])));
  return t(message);
}

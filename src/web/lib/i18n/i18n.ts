import { i18n } from "@lingui/core";
import type { Locale } from "@shared/i18n/locales";
import { CATALOGUE_LOADERS, type CataloguePart } from "./catalogues";
import { setCurrentLocale } from "./locale-preference";

export { i18n };

// Loads are remembered per language and part, so a switch back costs nothing and concurrent
// callers share one request.
const loads = new Map<string, Promise<void>>();

export function loadCatalogue(locale: Locale, part: CataloguePart): Promise<void> {
  const key = `${locale}:${part}`;
  let load = loads.get(key);
  if (!load) {
    load = CATALOGUE_LOADERS[locale][part]().then(({ messages }) => i18n.load(locale, messages));
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** The parts already loaded for the active language (a switch loads the same ones). */
const partsInUse = new Set<CataloguePart>(["auth"]);

/**
 * Shows the app in `locale`: its catalogues first (those in use, plus `parts`), then the switch,
 * so no screen renders a language half loaded.
 */
export async function activateLocale(locale: Locale, parts: CataloguePart[] = []) {
  parts.forEach((p) => partsInUse.add(p));
  await Promise.all([...partsInUse].map((p) => loadCatalogue(locale, p)));
  if (i18n.locale !== locale) i18n.activate(locale);
  setCurrentLocale(locale);
}

/** The `app` catalogue of the active language: the signed-in shell's chunk waits for it (app/router.tsx). */
export function appCatalogue(): Promise<void> {
  partsInUse.add("app");
  return loadCatalogue(i18n.locale as Locale, "app");
}

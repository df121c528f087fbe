import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage } from "./accept-language";

describe("localeFromAcceptLanguage", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["es", "es"],
    ["es-MX", "es"],
    ["fr-CA,fr;q=0.9,en;q=0.8", "fr"],
    ["de-DE,de;q=0.9,fr;q=0.5,es;q=0.4", "fr"],
    ["en;q=0.3,es;q=0.7", "es"],
    ["pt-BR, *;q=0.5", "en"],
    ["es;q=0, fr", "fr"],
    ["ES-us", "es"],
  ])("%s -> %s", (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { messages as es } from "@web/locales/es/app.po";
import { messages as fr } from "@web/locales/fr/app.po";
import { PositionAbbr } from "./position-abbr";

afterEach(cleanup);

describe("PositionAbbr", () => {
  it("shows the provider's abbreviation, the position in full in the viewer's language as its title", () => {
    const french = setupI18n({ locale: "fr", messages: { fr } });
    const { container } = render(
      <I18nProvider i18n={french}>
        <PositionAbbr sport="basketball" position="PG" />
      </I18nProvider>,
    );
    const abbr = container.querySelector("abbr")!;
    expect(abbr.textContent).toBe("PG");
    expect(abbr.getAttribute("title")).toBe("Meneur");
  });

  it("abbreviates a soccer position as the viewer's language does", () => {
    const spanish = setupI18n({ locale: "es", messages: { es } });
    const french = setupI18n({ locale: "fr", messages: { fr } });
    const english = setupI18n({ locale: "en", messages: { en: {} } });
    const shown = (i18n: typeof english, sport: "soccer" | "hockey", position: string) => {
      const { container, unmount } = render(
        <I18nProvider i18n={i18n}>
          <PositionAbbr sport={sport} position={position} />
        </I18nProvider>,
      );
      const abbr = container.querySelector("abbr")!;
      const seen = [abbr.textContent, abbr.getAttribute("title")];
      unmount();
      return seen;
    };
    expect(shown(spanish, "soccer", "G")).toEqual(["POR", "Portero"]);
    expect(shown(spanish, "soccer", "FW")).toEqual(["DEL", "Delantero"]);
    expect(shown(french, "soccer", "F")).toEqual(["A", "Attaquant"]);
    expect(shown(english, "soccer", "GK")).toEqual(["GK", "Goalkeeper"]);
    // Another sport's "G" (a goalie) is not a soccer goalkeeper's, and stays as written.
    expect(shown(spanish, "hockey", "G")[0]).toBe("G");
  });

  it("keeps an abbreviation it does not know as its own title", () => {
    const english = setupI18n({ locale: "en", messages: { en: {} } });
    const { container } = render(
      <I18nProvider i18n={english}>
        <PositionAbbr sport="hockey" position="XYZ" />
      </I18nProvider>,
    );
    expect(container.querySelector("abbr")!.getAttribute("title")).toBe("XYZ");
  });
});

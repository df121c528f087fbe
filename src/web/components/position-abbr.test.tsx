// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
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

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { hasMessageTranslations, loadMessageTranslations } from "@web/lib/i18n/use-translate-message";
import { FormField } from "./form-field";

afterEach(cleanup);

function field(locale: "es" | "fr", props: { error?: string; translationsWithSchema?: boolean }) {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  return (
    <I18nProvider i18n={i18n}>
      <FormField id="email" label="Email" {...props}>
        <input />
      </FormField>
    </I18nProvider>
  );
}

// Each case its own language: the translations, once loaded, stay for the page's life.
describe("FormField's validation message", () => {
  it("is shown in the active language; the field loads the translations when it mounts", async () => {
    const view = render(field("fr", {}));
    await waitFor(() => expect(hasMessageTranslations("fr")).toBe(true));
    view.rerender(field("fr", { error: "Invalid email address" }));
    expect(screen.getByRole("alert").textContent).toBe("Adresse e-mail non valide");
  });

  it("in the sign-in form, is translated at once once the form has loaded the translations with its schema", async () => {
    const view = render(field("es", { translationsWithSchema: true }));
    // What useLazySchemaForm does before it shows the schema's first message.
    await loadMessageTranslations("es");
    view.rerender(field("es", { translationsWithSchema: true, error: "Invalid email address" }));
    expect(screen.getByRole("alert").textContent).toBe("Correo electrónico no válido");
  });
});

import { describe, expect, it } from "vitest";
import { createMessageTranslator } from "./translator";

describe("createMessageTranslator", () => {
  const t = createMessageTranslator({
    "Post not found": "Publicación no encontrada",
    "Password must be at least {PASSWORD_MIN} characters":
      "La contraseña debe tener al menos {PASSWORD_MIN} caracteres",
    "{value}: it was deleted by its author": "{value}: su autor lo eliminó",
    "{path}: {message}": "{path} : {message}",
    "Invalid input": "Entrada no válida",
  });

  it("translates a text it knows word for word", () => {
    expect(t("Post not found")).toBe("Publicación no encontrada");
  });
  it("fills the parts of a template where the translation puts them", () => {
    expect(t("Password must be at least 6 characters")).toBe("La contraseña debe tener al menos 6 caracteres");
  });
  it("translates a part that is itself a message", () => {
    expect(t("Post not found: it was deleted by its author")).toBe("Publicación no encontrada: su autor lo eliminó");
    expect(t("eventDate: Invalid input")).toBe("eventDate : Entrada no válida");
  });
  it("answers an unknown text unchanged", () => {
    expect(t("Something new")).toBe("Something new");
  });
});

import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { messages as es } from "@web/locales/es/app.po";
import { positionText, squadByLine } from "./positions";

const en = setupI18n({ locale: "en", messages: { en: {} } });
const spanish = setupI18n({ locale: "es", messages: { es } });
const p = (name: string, position: string | null) => ({ name, position });

describe("players' positions", () => {
  it("are said in full, per sport (C is a center or a catcher)", () => {
    expect(positionText("basketball", "PG", en)).toBe("Point guard");
    expect(positionText("baseball", "C", en)).toBe("Catcher");
    expect(positionText("hockey", "C", spanish)).toBe("Centro");
    expect(positionText("soccer", "gk", spanish)).toBe("Portero");
    // ESPN's dual positions and unknown ones stay as written
    expect(positionText("basketball", "G-F", en)).toBe("G-F");
    expect(positionText("football", "XYZ", en)).toBe("XYZ");
  });

  it("group a squad by its lines in the sport's order, the rest last", () => {
    const squad = [
      p("Striker", "FW"),
      p("Keeper", "GK"),
      p("Back", "DF"),
      p("Mystery", null),
      p("Mid", "MF"),
      p("Keeper 2", "G"),
    ];
    const lines = squadByLine("soccer", squad, en);
    expect(lines.map((l) => [l.name, l.players.map((x) => x.name)])).toEqual([
      ["Goalkeepers", ["Keeper", "Keeper 2"]],
      ["Defenders", ["Back"]],
      ["Midfielders", ["Mid"]],
      ["Forwards", ["Striker"]],
      ["Other", ["Mystery"]],
    ]);
    expect(squadByLine("basketball", [p("Wing", "G-F"), p("Big", "C")], spanish).map((l) => l.name)).toEqual([
      "Bases y escoltas",
      "Pívots",
    ]);
  });
});

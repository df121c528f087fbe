import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { messages as es } from "@web/locales/es/app.po";
import { messages as fr } from "@web/locales/fr/app.po";
import { positionShort, positionText, squadByLine } from "./positions";

const en = setupI18n({ locale: "en", messages: { en: {} } });
const spanish = setupI18n({ locale: "es", messages: { es } });
const french = setupI18n({ locale: "fr", messages: { fr } });
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

  it("name a soccer lineup's places, and the side of a place two players share", () => {
    // ESPN's lineups: the place in the formation, "-L"/"-R" when two players share it.
    expect(positionText("soccer", "CD-L", en)).toBe("Center back (left)");
    expect(positionText("soccer", "CD-L", spanish)).toBe("Defensa central (izquierda)");
    expect(positionText("soccer", "DM", french)).toBe("Milieu défensif");
    expect(positionShort("soccer", "CD-L", en)).toBe("CD-L");
    expect(positionShort("soccer", "CD-L", spanish)).toBe("DFC-I");
    expect(positionShort("soccer", "CF-R", french)).toBe("AC-D");
    expect(positionShort("soccer", "LB", french)).toBe("DG");
    // Only soccer's are translated; a place we do not know stays as written.
    expect(positionShort("hockey", "LW", spanish)).toBe("LW");
    expect(positionShort("soccer", "XX-L", spanish)).toBe("XX-L");
    expect(positionText("soccer", "XX-L", spanish)).toBe("XX-L");
  });

  it("group a squad by its lines in the sport's order, the rest last", () => {
    const squad = [
      p("Striker", "FW"),
      p("Keeper", "GK"),
      p("Back", "DF"),
      p("Mystery", null),
      p("Mid", "MF"),
      p("Keeper 2", "G"),
      p("Holder", "DM"),
      p("Left centre back", "CD-L"),
    ];
    const lines = squadByLine("soccer", squad, en);
    expect(lines.map((l) => [l.name, l.players.map((x) => x.name)])).toEqual([
      ["Goalkeepers", ["Keeper", "Keeper 2"]],
      ["Defenders", ["Back", "Left centre back"]],
      ["Midfielders", ["Mid", "Holder"]],
      ["Forwards", ["Striker"]],
      ["Other", ["Mystery"]],
    ]);
    expect(squadByLine("basketball", [p("Wing", "G-F"), p("Big", "C")], spanish).map((l) => l.name)).toEqual([
      "Bases y escoltas",
      "Pívots",
    ]);
  });
});

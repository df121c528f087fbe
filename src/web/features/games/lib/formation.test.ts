import { describe, expect, it } from "vitest";
import { player, soccerStarters } from "@web/test/game-sheets";
import { formationLines, formationRows } from "./formation";

const sizes = (rows: { id: string }[][]) => rows.map((r) => r.length);

describe("a soccer lineup on the pitch", () => {
  it("reads the formation's lines", () => {
    expect(formationLines("4-3-3")).toEqual([4, 3, 3]);
    expect(formationLines("4-2-3-1")).toEqual([4, 2, 3, 1]);
    expect(formationLines(" 3 - 5 - 2 ")).toEqual([3, 5, 2]);
    expect(formationLines("4-4-2 diamond")).toBeNull();
    expect(formationLines("433")).toBeNull();
    expect(formationLines(null)).toBeNull();
  });

  it("puts the keeper alone, then each line of the formation in the lineup's order", () => {
    const starters = soccerStarters("h");
    const rows = formationRows("4-3-3", starters);
    expect(sizes(rows)).toEqual([1, 4, 3, 3]);
    expect(rows[0]![0]!.name).toBe("Alisson Becker");
    expect(rows[1]!.map((p) => p.position)).toEqual(["DF", "DF", "DF", "DF"]);
    expect(rows[3]!.map((p) => p.name)).toEqual(["Mohamed Salah", "Darwin Núñez", "Luis Díaz"]);
    expect(sizes(formationRows("4-2-3-1", starters))).toEqual([1, 4, 2, 3, 1]);
    expect(sizes(formationRows("3-5-2", starters))).toEqual([1, 3, 5, 2]);
    expect(sizes(formationRows("5-4-1", starters))).toEqual([1, 5, 4, 1]);
  });

  it("finds the keeper wherever the lineup lists him, and keeps every starter once", () => {
    const starters = soccerStarters("h");
    const keeperLast = [...starters.slice(1), starters[0]!];
    const rows = formationRows("4-4-2", keeperLast);
    expect(rows[0]![0]!.position).toBe("GK");
    expect(rows.flat()).toHaveLength(11);
    expect(new Set(rows.flat().map((p) => p.id)).size).toBe(11);
  });

  it("falls back to lines of four when the formation is missing or does not add up", () => {
    const starters = soccerStarters("h");
    expect(sizes(formationRows(null, starters))).toEqual([1, 4, 4, 2]);
    expect(sizes(formationRows("4-4-3", starters))).toEqual([1, 4, 4, 2]);
    // ten men (a red card before the lineup was read): the formation no longer fits
    expect(sizes(formationRows("4-3-3", starters.slice(0, 10)))).toEqual([1, 4, 4, 1]);
    expect(formationRows("4-3-3", [])).toEqual([]);
    expect(sizes(formationRows("4-3-3", [player("x", "Only Keeper", "1", null)]))).toEqual([1]);
  });
});

import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { messages as fr } from "@web/locales/fr/app.po";
import { keysForPosition, playerColumnGroups, sportOfStats } from "./player-columns";

const en = setupI18n({ locale: "en", messages: { en: {} } });
const french = setupI18n({ locale: "fr", messages: { fr } });
const keys = (...k: string[]) => new Set(k);

describe("a player page's columns", () => {
  it("are the box score group the player's stats belong to, labelled for the sport", () => {
    const pitcher = playerColumnGroups("baseball", keys("ip", "h", "r", "er", "bb", "so", "hr"), en);
    expect(pitcher.map((g) => g.group)).toEqual(["pitching"]);
    expect(pitcher[0]!.columns.map((c) => c.label)).toEqual(["IP", "H", "R", "ER", "BB", "SO", "HR"]);
    expect(pitcher[0]!.columns[1]!.title).toBe("Hits allowed");
    const batter = playerColumnGroups("baseball", keys("ab", "r", "h", "rbi", "hr", "bb", "so"), en);
    expect(batter[0]!.group).toBe("batting");
    expect(batter[0]!.columns[1]!.title).toBe("Runs");
    const goalie = playerColumnGroups("hockey", keys("sa", "sv", "ga", "toi"), french);
    expect(goalie[0]!.columns.map((c) => c.label)).toEqual(["TC", "ARR", "BC", "TG"]);
  });

  it("are each group's under its name for football, whose keys carry the group", () => {
    const qb = playerColumnGroups("football", keys("passing.cmp", "passing.yds", "rushing.car", "rushing.yds"), en);
    expect(qb.map((g) => g.name)).toEqual(["Passing", "Rushing"]);
    expect(qb[0]!.columns.map((c) => c.key)).toEqual([
      "passing.cmp",
      "passing.att",
      "passing.yds",
      "passing.td",
      "passing.int",
    ]);
    expect(qb[1]!.columns.map((c) => c.title)).toEqual(["Carries", "Rushing yards", "Rushing touchdowns"]);
  });

  it("tell the sport from the stats when the team is not in the catalogue", () => {
    expect(sportOfStats(keys("min", "pts", "reb", "ast"))).toBe("basketball");
    expect(sportOfStats(keys("passing.cmp", "passing.att"))).toBe("football");
    expect(sportOfStats(keys("ip", "er"))).toBe("baseball");
    expect(sportOfStats(keys())).toBeNull();
  });

  it("come from the position when every line was withheld (the shield), so the hidden lines sit under columns", () => {
    const keeper = playerColumnGroups("soccer", keysForPosition("soccer", "GK"), en);
    expect(keeper[0]!.group).toBe("goalkeepers");
    expect(playerColumnGroups("baseball", keysForPosition("baseball", "RP"), en)[0]!.group).toBe("pitching");
    expect(playerColumnGroups("hockey", keysForPosition("hockey", "LW"), en)[0]!.group).toBe("skaters");
    const qb = playerColumnGroups("football", keysForPosition("football", "QB"), en);
    expect(qb.map((g) => g.group)).toEqual(["passing", "rushing"]);
  });
});

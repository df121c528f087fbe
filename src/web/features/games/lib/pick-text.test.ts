import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { friendsGoingText } from "./friends-going";
import { pickText, pointsText, winnerText } from "./pick-text";

const en = setupI18n({ locale: "en", messages: { en: {} } });
const game = { homeTeam: { name: "Arsenal", abbreviation: "ARS" }, awayTeam: { name: "Chelsea", abbreviation: "CHE" } };

describe("how a pick reads", () => {
  it("names the winner or the draw, and the exact score with its teams", () => {
    expect(winnerText(game, "home", en)).toBe("Arsenal win");
    expect(winnerText(game, "draw", en)).toBe("Draw");
    expect(pickText(game, { winner: "away", homeScore: 1, awayScore: 2 }, en)).toBe("Chelsea win · CHE 2–1 ARS");
    expect(pickText(game, { winner: "home", homeScore: null, awayScore: null }, en)).toBe("Arsenal win");
  });

  it("says what the points were for", () => {
    expect(pointsText({ points: 3, exact: true }, en)).toBe("+3 points · Exact score");
    expect(pointsText({ points: 1, exact: false }, en)).toBe("+1 point · Right winner");
    expect(pointsText({ points: 0, exact: false }, en)).toBe("0 points");
  });

  it("lists the friends going", () => {
    const f = (firstName: string) => ({ firstName });
    expect(friendsGoingText([], en)).toBe("");
    expect(friendsGoingText([f("Sam")], en)).toBe("Sam is going");
    expect(friendsGoingText([f("Sam"), f("Ada")], en)).toBe("Sam and Ada are going");
    expect(friendsGoingText([f("Sam"), f("Ada"), f("Li")], en)).toBe("Sam, Ada and 1 more friend are going");
    expect(friendsGoingText([f("Sam"), f("Ada"), f("Li"), f("Jo")], en)).toBe("Sam, Ada and 2 more friends are going");
  });
});

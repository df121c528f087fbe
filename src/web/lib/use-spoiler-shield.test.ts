import { describe, expect, it } from "vitest";
import { shieldedTeamIds } from "./use-spoiler-shield";

describe("shieldedTeamIds", () => {
  it("is the user's shield once it has loaded", () => {
    expect([...shieldedTeamIds({ teamIds: [7] }, false, [7, 9])]).toEqual([7]);
    expect([...shieldedTeamIds({ teamIds: [] }, false, [7, 9])]).toEqual([]);
  });

  it("counts every favourite team while the shield loads, so no shielded score shows early", () => {
    expect([...shieldedTeamIds(undefined, true, [7, 9])]).toEqual([7, 9]);
    expect([...shieldedTeamIds(undefined, true)]).toEqual([]);
  });

  it("shields nothing when it is not loading and has no answer (signed out, or the read failed)", () => {
    expect([...shieldedTeamIds(undefined, false, [7, 9])]).toEqual([]);
  });
});

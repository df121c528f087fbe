import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { KeyEvent } from "@shared/schemas/game-sheet";

// A key event is structured (its kind and the players in their roles), so its sentence is built
// here in the viewer's language: "Goal — Salah (assist Robertson)", "Gol — Salah (asistencia de
// Robertson)", "But — Salah (passe décisive de Robertson)". The players' names are links on the
// page: the sentence is said with a marker in each name's place, then cut at the markers into
// text and players (`keyEventParts`), so every language places the names where its grammar wants
// them and the page still knows which name is whose.

type EventPlayer = KeyEvent["players"][number];
export type KeyEventPart = string | { player: EventPlayer };

/** Marks a player's place in a sentence: a character of the private-use area, never in a name. */
const MARK = "\uE000";
const marked = (i: number) => `${MARK}${i}${MARK}`;

/** The sentence of an event with markers for its players (their index in `players`). */
function sentence(event: Pick<KeyEvent, "kind" | "players">, i18n: I18n, players: EventPlayer[]): string {
  const named = (role: EventPlayer["role"] | EventPlayer["role"][]) => {
    const roles = Array.isArray(role) ? role : [role];
    for (const r of roles) {
      const p = event.players.find((x) => x.role === r);
      if (p) {
        players.push(p);
        return marked(players.length - 1);
      }
    }
    return null;
  };
  const allOf = (role: EventPlayer["role"]) =>
    event.players
      .filter((x) => x.role === role)
      .map((p) => {
        players.push(p);
        return marked(players.length - 1);
      });
  const list = (names: string[]) => new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(names);

  switch (event.kind) {
    case "goal": {
      const scorer = named(["scorer", "player"]);
      if (!scorer) return i18n._(msg`Goal`);
      const assists = allOf("assist");
      if (assists.length === 0) return i18n._(msg`Goal — ${scorer}`);
      if (assists.length === 1) {
        const assist = assists[0]!;
        return i18n._(msg`Goal — ${scorer} (assist ${assist})`);
      }
      const names = list(assists);
      return i18n._(msg`Goal — ${scorer} (assists ${names})`);
    }
    case "penalty-goal": {
      const scorer = named(["scorer", "player"]);
      return scorer ? i18n._(msg`Penalty goal — ${scorer}`) : i18n._(msg`Penalty goal`);
    }
    case "own-goal": {
      const player = named(["player", "scorer"]);
      return player ? i18n._(msg`Own goal — ${player}`) : i18n._(msg`Own goal`);
    }
    case "penalty-missed": {
      const player = named(["player", "scorer"]);
      return player ? i18n._(msg`Penalty missed — ${player}`) : i18n._(msg`Penalty missed`);
    }
    case "yellow-card": {
      const player = named("player");
      return player ? i18n._(msg`Yellow card — ${player}`) : i18n._(msg`Yellow card`);
    }
    case "red-card": {
      const player = named("player");
      return player ? i18n._(msg`Red card — ${player}`) : i18n._(msg`Red card`);
    }
    case "substitution": {
      const playerIn = named("in");
      const playerOut = named("out");
      if (playerIn && playerOut) return i18n._(msg`Substitution: ${playerIn} for ${playerOut}`);
      if (playerIn) return i18n._(msg`Substitution: ${playerIn} comes on`);
      if (playerOut) return i18n._(msg`Substitution: ${playerOut} goes off`);
      return i18n._(msg`Substitution`);
    }
    case "penalty": {
      const player = named("player");
      return player ? i18n._(msg`Penalty — ${player}`) : i18n._(msg`Penalty`);
    }
    case "touchdown": {
      const scorer = named(["scorer", "player"]);
      if (!scorer) return i18n._(msg`Touchdown`);
      const passer = named("assist");
      return passer ? i18n._(msg`Touchdown — ${scorer} (pass from ${passer})`) : i18n._(msg`Touchdown — ${scorer}`);
    }
    case "field-goal": {
      const kicker = named(["scorer", "player"]);
      return kicker ? i18n._(msg`Field goal — ${kicker}`) : i18n._(msg`Field goal`);
    }
    case "extra-point": {
      const kicker = named(["scorer", "player"]);
      return kicker ? i18n._(msg`Extra point — ${kicker}`) : i18n._(msg`Extra point`);
    }
    case "two-point": {
      const scorer = named(["scorer", "player"]);
      return scorer ? i18n._(msg`Two-point conversion — ${scorer}`) : i18n._(msg`Two-point conversion`);
    }
    case "safety": {
      const player = named(["player", "scorer"]);
      return player ? i18n._(msg`Safety — ${player}`) : i18n._(msg`Safety`);
    }
    case "home-run": {
      const batter = named(["scorer", "player"]);
      return batter ? i18n._(msg`Home run — ${batter}`) : i18n._(msg`Home run`);
    }
    case "run": {
      const runner = named(["scorer", "player"]);
      if (!runner) return i18n._(msg`Run scores`);
      const batter = named("assist");
      return batter ? i18n._(msg`Run — ${runner} (driven in by ${batter})`) : i18n._(msg`Run — ${runner}`);
    }
  }
}

/** The event's sentence cut into text and players, in the order the viewer's language says them. */
export function keyEventParts(event: Pick<KeyEvent, "kind" | "players">, i18n: I18n): KeyEventPart[] {
  const players: EventPlayer[] = [];
  const said = sentence(event, i18n, players);
  return said
    .split(MARK)
    .map((piece, i): KeyEventPart => (i % 2 === 1 ? { player: players[Number(piece)]! } : piece))
    .filter((part) => part !== "");
}

/** The event's sentence as plain text (for tests, and wherever a name needs no link). */
export function keyEventText(event: Pick<KeyEvent, "kind" | "players">, i18n: I18n): string {
  return keyEventParts(event, i18n)
    .map((part) => (typeof part === "string" ? part : part.player.name))
    .join("");
}

import * as React from "react";
import type { SpoilerShield } from "@shared/schemas/notifications";
import { spoilerShieldRead } from "@shared/first-screen/frame-reads";
import { useApiQuery } from "./api-query";
import { useAuth } from "./session";

/** GET/PUT /api/users/me/spoiler-shield: the favourite teams whose scores stay hidden. */
export const spoilerShieldKey = spoilerShieldRead.queryKey;

const STORAGE_KEY = "fz:revealed-games";
/** Games revealed on this device, newest last; old ones fall off (games are not replayed forever). */
const REMEMBER = 300;

type Listener = () => void;
const NONE: string[] = [];
const serverSnapshot = () => NONE;
const listeners = new Set<Listener>();
let revealed: string[] | null = null;

function load(): string[] {
  if (revealed) return revealed;
  try {
    const raw = typeof localStorage === "undefined" ? null : localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    revealed = Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === "string") : [];
  } catch {
    revealed = [];
  }
  return revealed;
}

function save(next: string[]) {
  revealed = next.slice(-REMEMBER);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(revealed));
  } catch {
    // private mode or full storage: revealed for this session only
  }
  for (const l of listeners) l();
}

/** Reveals a game's score on this device (every open view updates). */
export function revealGame(gameId: string) {
  const list = load();
  if (!list.includes(gameId)) save([...list, gameId]);
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  // another tab revealed a game
  const onStorage = (e: StorageEvent) => {
    if (e.key !== STORAGE_KEY) return;
    revealed = null;
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** What `isHidden` needs of a game: its id, both teams' catalogue ids, and whether it has a score yet. */
export interface ShieldableGame {
  id: string;
  // loose: a watch party's game carries the team id among other fields
  homeTeam: { id?: unknown; name?: unknown };
  awayTeam: { id?: unknown; name?: unknown };
  gameStatus?: string;
}

export interface SpoilerShieldApi {
  /** Team ids shielded by the signed-in user. */
  teamIds: ReadonlySet<number>;
  /** True when the game's score must show "Score hidden" (a shielded team, not revealed here). */
  isHidden(game: ShieldableGame): boolean;
  /** Revealed on this device: the server is asked for what it withholds under the shield (`?reveal=1`). */
  isRevealed(gameId: string): boolean;
  reveal(gameId: string): void;
}

/**
 * The teams to shield now. Until the user's shield has loaded, every favourite team counts as
 * shielded (the shield is chosen among them): a score is hidden a moment too long rather than
 * shown a moment too soon, which would spoil it.
 */
export function shieldedTeamIds(
  shield: SpoilerShield | undefined,
  loading: boolean,
  favoriteTeams: readonly number[] = [],
): ReadonlySet<number> {
  return new Set(shield?.teamIds ?? (loading ? favoriteTeams : []));
}

/**
 * The spoiler shield for anything that shows scores (ticker, cards, dashboards, watch parties):
 * a game of a shielded team has its score and result hidden until revealed on this device.
 * Upcoming games have no score to hide.
 */
export function useSpoilerShield(): SpoilerShieldApi {
  const { user } = useAuth();
  const q = useApiQuery({ queryKey: spoilerShieldKey, enabled: Boolean(user), staleTime: 60_000 });
  const revealedList = React.useSyncExternalStore(subscribe, load, serverSnapshot);
  const loading = Boolean(user) && q.isPending;
  const favorites = user?.favoriteTeams;
  const teamIds = React.useMemo(() => shieldedTeamIds(q.data, loading, favorites), [q.data, loading, favorites]);
  return React.useMemo(() => {
    const shown = new Set(revealedList);
    return {
      teamIds,
      isHidden: (game) =>
        teamIds.size > 0 &&
        game.gameStatus !== "upcoming" &&
        !shown.has(game.id) &&
        [game.homeTeam.id, game.awayTeam.id].some((id) => typeof id === "number" && teamIds.has(id)),
      isRevealed: (gameId) => shown.has(gameId),
      reveal: revealGame,
    };
  }, [teamIds, revealedList]);
}

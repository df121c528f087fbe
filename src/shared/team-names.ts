// Team-name normalisation for the favourites-only filter (SPEC §4): a game's home/away names
// are matched against the user's favourite team names. Feeds spell Liga MX clubs many ways
// ("Chivas", "CD Guadalajara", "Guadalajara"; "UNAM", "Pumas"), so each alias maps to one key.

/** Liga MX aliases: every spelling seen in feeds and common use -> the catalogue name. */
export const LIGA_MX_ALIASES: Record<string, string> = {
  "club america": "América",
  america: "América",
  "las aguilas": "América",
  atlas: "Atlas",
  "atlas fc": "Atlas",
  "club atlas": "Atlas",
  atlante: "Atlante",
  "atlante fc": "Atlante",
  "atletico de san luis": "Atlético de San Luis",
  "atletico san luis": "Atlético de San Luis",
  "san luis": "Atlético de San Luis",
  "cruz azul": "Cruz Azul",
  "cd cruz azul": "Cruz Azul",
  guadalajara: "Guadalajara",
  chivas: "Guadalajara",
  "chivas guadalajara": "Guadalajara",
  "cd guadalajara": "Guadalajara",
  "club deportivo guadalajara": "Guadalajara",
  juarez: "FC Juárez",
  "fc juarez": "FC Juárez",
  "bravos de juarez": "FC Juárez",
  leon: "León",
  "club leon": "León",
  monterrey: "Monterrey",
  "cf monterrey": "Monterrey",
  rayados: "Monterrey",
  necaxa: "Necaxa",
  "club necaxa": "Necaxa",
  pachuca: "Pachuca",
  "cf pachuca": "Pachuca",
  tuzos: "Pachuca",
  puebla: "Puebla",
  "club puebla": "Puebla",
  "pumas unam": "Pumas UNAM",
  pumas: "Pumas UNAM",
  unam: "Pumas UNAM",
  "club universidad nacional": "Pumas UNAM",
  queretaro: "Querétaro",
  "queretaro fc": "Querétaro",
  "gallos blancos": "Querétaro",
  santos: "Santos Laguna",
  "santos laguna": "Santos Laguna",
  "club santos laguna": "Santos Laguna",
  "tigres uanl": "Tigres UANL",
  tigres: "Tigres UANL",
  uanl: "Tigres UANL",
  tijuana: "Tijuana",
  "club tijuana": "Tijuana",
  xolos: "Tijuana",
  toluca: "Toluca",
  "deportivo toluca": "Toluca",
  "deportivo toluca fc": "Toluca",
  mazatlan: "Mazatlán FC",
  "mazatlan fc": "Mazatlán FC",
};

/** Lower case, no accents, no punctuation, single spaces: "Querétaro F.C." -> "queretaro fc". */
export function simplifyName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The key two spellings of one team share: Liga MX aliases resolved, then simplified. */
export function normalizeTeamName(name: string): string {
  const simple = simplifyName(name);
  const alias = LIGA_MX_ALIASES[simple];
  return alias ? simplifyName(alias) : simple;
}

/** The set of keys for a user's favourite team names, for fast matching of many games. */
export function favoriteNameKeys(names: readonly string[]): Set<string> {
  return new Set(names.map(normalizeTeamName));
}

/** True when the home or the away team of a game is among the favourites (SPEC §4 filter). */
export function isFavoriteGame(
  game: { homeTeam: { name: string }; awayTeam: { name: string } },
  keys: Set<string>,
): boolean {
  return keys.has(normalizeTeamName(game.homeTeam.name)) || keys.has(normalizeTeamName(game.awayTeam.name));
}

export const isFavoriteTeamName = (name: string, keys: Set<string>) => keys.has(normalizeTeamName(name));

// How event facts read on cards: one date format, the sport's name, the attendance line.
const dateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export const formatEventDate = (iso: string) => dateFormat.format(new Date(iso));
export const sportName = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** SPEC §2: 'N attending' plus ' / max' when a maximum exists. */
export const attendingText = (current: number, max: number | null) =>
  `${current} attending${max !== null ? ` / ${max}` : ""}`;

// How event facts read on cards: one date format, the sport's name, the attendance line.
const dateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export const formatEventDate = (iso: string) => dateFormat.format(new Date(iso));

/** SPEC §2: 'N attending' plus ' / max' when a maximum exists. */
export const attendingText = (current: number, max: number | null) =>
  `${current} attending${max !== null ? ` / ${max}` : ""}`;

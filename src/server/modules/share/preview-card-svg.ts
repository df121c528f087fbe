import { escapeMarkup } from "../../lib/escape-markup";

// The picture link previews show (Open Graph / Twitter cards): 1200x630, drawn by the app from
// what the preview may say and nothing else (no score, nothing private). Rendered to PNG by
// preview-image.ts: the card services do not read SVG.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface PreviewCard {
  /** Small line above the title ("Watch party · Basketball"). */
  kicker: string;
  title: string;
  /** Up to three lines under the title (date, venue...). */
  lines: string[];
  /** Two colours of the background (a team's, or the sport's). */
  colors: [string, string];
  /** Badges drawn at the right (team abbreviations in their colours). */
  badges?: { text: string; fill: string; ink: string }[];
}

const FONT = "DejaVu Sans, Noto Sans, Liberation Sans, Arial, sans-serif";

/** Splits `text` into at most `maxLines` lines of about `perLine` characters, ending with "…" when cut. */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, " ").trim().split(" ");
  const lines: string[] = [];
  let cur = "";
  for (const word of words) {
    const w = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    if (!cur) cur = w;
    else if (cur.length + 1 + w.length <= perLine) cur += ` ${w}`;
    else {
      lines.push(cur);
      cur = w;
    }
  }
  if (cur) lines.push(cur);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.length >= perLine ? last.slice(0, perLine - 1) : last}…`;
  return kept;
}

const HEX = /^#[0-9a-f]{6}$/i;
const colour = (c: string, fallback: string) => (HEX.test(c) ? c : fallback);
/** `hex` under 35 % black, worked out here rather than drawn as a layer over the whole card. */
function shaded(hex: string): string {
  const channel = (i: number) => Math.round(parseInt(hex.slice(i, i + 2), 16) * 0.65);
  return `#${[1, 3, 5].map((i) => channel(i).toString(16).padStart(2, "0")).join("")}`;
}

export function previewCardSvg(card: PreviewCard): string {
  // Drawing costs CPU on every uncached card (bench/results/preview-cards.md): the background's
  // shade is in its gradient, and texts use fill-opacity (`opacity` makes the renderer draw each
  // one on a layer of its own and blend it); the picture is the same, to a rounding.
  const [a, b] = [shaded(colour(card.colors[0], "#1d4ed8")), shaded(colour(card.colors[1], "#0b1220"))];
  const badges = card.badges ?? [];
  // Titles get narrower when badges take the right-hand side.
  const perLine = badges.length ? 20 : 28;
  const title = wrapText(card.title, perLine, 2);
  const titleY = 250;
  const titleSvg = title
    .map((l, i) => `<text x="72" y="${titleY + i * 82}" font-size="68" font-weight="700">${escapeMarkup(l)}</text>`)
    .join("");
  const linesY = titleY + title.length * 82 + 24;
  const linesSvg = card.lines
    .slice(0, 3)
    .map(
      (l, i) =>
        `<text x="72" y="${linesY + i * 50}" font-size="36" fill-opacity=".92">${escapeMarkup(wrapText(l, 44, 1)[0] ?? "")}</text>`,
    )
    .join("");
  const badgeSvg = badges
    .slice(0, 2)
    .map((bd, i) => {
      const cy = badges.length === 1 ? 315 : 210 + i * 230;
      const t = escapeMarkup(bd.text.slice(0, 4));
      const size = t.length <= 3 ? 64 : 50;
      return `<circle cx="1010" cy="${cy}" r="96" fill="${colour(bd.fill, "#334155")}" stroke="#ffffff" stroke-width="8"/>
<text x="1010" y="${cy + size * 0.36}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${colour(bd.ink, "#ffffff")}">${t}</text>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>
<g font-family="${FONT}" fill="#ffffff">
<text x="72" y="104" font-size="40" font-weight="700">FanZone</text>
<text x="72" y="170" font-size="32" fill-opacity=".85">${escapeMarkup(wrapText(card.kicker, 50, 1)[0] ?? "")}</text>
${titleSvg}${linesSvg}${badgeSvg}
</g>
</svg>`;
}

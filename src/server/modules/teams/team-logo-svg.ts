import type { Sport } from "@shared/schemas/teams";

// Team logos are drawn by the app (nothing hot-linked, works offline): a badge in the team's
// colours with its abbreviation; the outline hints at the sport.
const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

const SHAPES: Record<Sport | "none", string> = {
  // soccer crest (shield)
  soccer: "M48 4 L88 16 V48 C88 72 70 86 48 94 C26 86 8 72 8 48 V16 Z",
  // football: rounded shield
  football: "M16 8 H80 Q88 8 88 16 V52 C88 74 70 88 48 94 C26 88 8 74 8 52 V16 Q8 8 16 8 Z",
  basketball: "M48 4 A44 44 0 1 1 47.9 4 Z",
  baseball: "M48 4 A44 44 0 1 1 47.9 4 Z",
  // hockey: octagon
  hockey: "M30 4 H66 L92 30 V66 L66 92 H30 L4 66 V30 Z",
  none: "M48 4 A44 44 0 1 1 47.9 4 Z",
};

/** Picks black or white text for the best contrast on a background colour. */
function textOn(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return "#ffffff";
  const n = parseInt(m[1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? "#111111" : "#ffffff";
}

export function teamLogoSvg(opts: {
  abbreviation: string;
  primary: string;
  secondary: string;
  sport: Sport | "none";
  label: string;
}) {
  const text = escapeXml(opts.abbreviation.slice(0, 5));
  const size = text.length <= 2 ? 38 : text.length === 3 ? 30 : text.length === 4 ? 24 : 19;
  const ring = opts.secondary.toLowerCase() === opts.primary.toLowerCase() ? textOn(opts.primary) : opts.secondary;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${escapeXml(opts.label)}">
<path d="${SHAPES[opts.sport]}" fill="${opts.primary}" stroke="${ring}" stroke-width="6" stroke-linejoin="round"/>
<text x="48" y="50" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="${size}" font-weight="800" fill="${textOn(opts.primary)}">${text}</text>
</svg>`;
}

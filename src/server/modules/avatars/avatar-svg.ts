// Deterministic avatar art: a two-tone gradient chosen by the seed's hash, with initials.
const PALETTE: [string, string][] = [
  ["#2563eb", "#7c3aed"],
  ["#16a34a", "#0d9488"],
  ["#dc2626", "#ea580c"],
  ["#9333ea", "#db2777"],
  ["#0891b2", "#2563eb"],
  ["#ca8a04", "#dc2626"],
  ["#0f766e", "#65a30d"],
  ["#be123c", "#7c2d12"],
];

function hash(s: string): number {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

export function avatarSvg(seed: string, initials: string): string {
  const [a, b] = PALETTE[hash(seed) % PALETTE.length]!;
  const text = escapeXml(initials.slice(0, 2).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${text}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="96" height="96" rx="48" fill="url(#g)"/>
<text x="48" y="50" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="38" font-weight="600" fill="#fff">${text}</text>
</svg>`;
}

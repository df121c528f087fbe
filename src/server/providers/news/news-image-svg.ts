// Sample articles carry an image drawn by the app (nothing hot-linked): a banner in the
// sport's colours with the league name.
const COLORS: Record<string, [string, string]> = {
  basketball: ["#ea580c", "#7c2d12"],
  football: ["#15803d", "#14532d"],
  baseball: ["#1d4ed8", "#1e3a8a"],
  hockey: ["#0891b2", "#164e63"],
  soccer: ["#16a34a", "#0f766e"],
};
const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

export function newsImageSvg(sport: string, label: string): string {
  const [a, b] = COLORS[sport] ?? ["#475569", "#1e293b"];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="520" cy="90" r="140" fill="#ffffff" opacity=".08"/><circle cx="90" cy="330" r="110" fill="#ffffff" opacity=".06"/>
<text x="40" y="300" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="44" font-weight="800" fill="#ffffff">${escapeXml(label)}</text>
</svg>`;
}

/** Address of a locally generated avatar (SVG initials on a colour derived from the seed). */
export function avatarUrlFor(seed: string, initials?: string): string {
  const q = initials ? `?i=${encodeURIComponent(initials)}` : "";
  return `/api/avatars/${encodeURIComponent(seed)}.svg${q}`;
}

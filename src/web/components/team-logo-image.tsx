import { logoSpriteOf } from "@shared/team-logos";
import type { ApiUrl } from "@web/lib/api-types";

/** The logo URL of a catalogue team (`Team.logo`); anything else (a badge) is drawn as an image. */
const CATALOGUE_LOGO = /^\/api\/teams\/logos\/(\d+)\.svg$/;

/**
 * A team's logo from its `logo` URL. A catalogue team's is drawn from its league's logo sprite:
 * a browser gives each SVG image a document of its own, drawn at its first paint, where a page's
 * logos drawn with `<use>` share their leagues' few (bench/results/team-logos.md). A badge stays
 * an image. Decorative (beside the team's name) unless `label` names it. Size it with `className`.
 */
export function TeamLogoImage({ src, label, className }: { src: string; label?: string; className?: string }) {
  const id = CATALOGUE_LOGO.exec(src)?.[1];
  if (id === undefined)
    return <img src={src} alt={label ?? ""} className={className} loading="lazy" decoding="async" />;
  const sprite = `/api/teams/logo-sprites/${logoSpriteOf(Number(id))}.svg` satisfies ApiUrl<"GET">;
  const name = label === undefined ? { "aria-hidden": true } : { role: "img", "aria-label": label };
  return (
    <svg viewBox="0 0 96 96" className={className} focusable="false" {...name}>
      <use href={`${sprite}#t${id}`} />
    </svg>
  );
}

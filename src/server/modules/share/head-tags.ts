import { escapeMarkup } from "../../lib/escape-markup";
import { CARD_HEIGHT, CARD_WIDTH } from "./preview-card-svg";
import type { SharePreview } from "./share.service";

/** The <head> tags of a shared page: title, description, Open Graph and Twitter card, every value escaped. */
export function headTags(p: SharePreview, pageUrl: string, imageUrl: string): string {
  const title = `${p.title} · FanZone`;
  const meta = (attr: "name" | "property", key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeMarkup(value)}" />`;
  return [
    `<title>${escapeMarkup(title)}</title>`,
    meta("name", "description", p.description),
    `<link rel="canonical" href="${escapeMarkup(pageUrl)}" />`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", "FanZone"),
    meta("property", "og:title", p.title),
    meta("property", "og:description", p.description),
    meta("property", "og:url", pageUrl),
    meta("property", "og:image", imageUrl),
    meta("property", "og:image:type", "image/png"),
    meta("property", "og:image:width", String(CARD_WIDTH)),
    meta("property", "og:image:height", String(CARD_HEIGHT)),
    meta("property", "og:image:alt", `${p.title}: ${p.description}`),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", p.title),
    meta("name", "twitter:description", p.description),
    meta("name", "twitter:image", imageUrl),
    meta("name", "twitter:image:alt", `${p.title}: ${p.description}`),
  ].join("\n    ");
}

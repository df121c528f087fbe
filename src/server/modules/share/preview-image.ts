import sharp from "sharp";
import { previewCardSvg, type PreviewCard } from "./preview-card-svg";

/** Rendered cards kept in memory: a shared link is fetched by several services within minutes. */
const MAX_KEPT = 200;

/**
 * Renders preview cards to PNG (sharp draws the SVG with the system's fonts) and keeps the most
 * recent ones by key; a key names the card's version (an edited event gets a new one).
 */
export class PreviewImages {
  private readonly kept = new Map<string, Promise<Buffer>>();

  png(key: string, card: () => PreviewCard): Promise<Buffer> {
    const hit = this.kept.get(key);
    if (hit) {
      // Most recently used last: the oldest entry is the one dropped.
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit;
    }
    const rendered = sharp(Buffer.from(previewCardSvg(card())))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    this.kept.set(key, rendered);
    rendered.catch(() => this.kept.delete(key));
    if (this.kept.size > MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
    return rendered;
  }
}

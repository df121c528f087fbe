import pLimit, { type LimitFunction } from "p-limit";
import { loadSharp } from "../../lib/sharp";
import { previewCardSvg, type PreviewCard } from "./preview-card-svg";
import { PREVIEW_LIMITS } from "./preview-limits";

/** Event and game cards kept in memory: a shared link is fetched by several services within minutes. */
const MAX_KEPT = 200;

/**
 * PNG settings (bench/results/preview-cards.md). Quantising to a palette (libimagequant) is most
 * of a render's CPU; at effort 4 without dithering it costs about 40 % less than sharp's default
 * (effort 7, full dithering) for the same picture: the same PSNR against the unquantised render
 * (about 57 dB) and the same size (about 30 kB). A true-colour PNG would be cheaper still but 2.5
 * times the bytes, in every cached card too.
 */
const PNG_OPTIONS = { compressionLevel: 9, palette: true, effort: 4, dither: 0 } as const;

export async function renderCardPng(card: PreviewCard): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(previewCardSvg(card)))
    .png(PNG_OPTIONS)
    .toBuffer();
}

/** The instance is rendering as many cards as it will, and as many wait: try again shortly. */
export class RenderQueueFull extends Error {
  constructor() {
    super("preview card render queue is full");
  }
}

export interface PreviewImagesOptions {
  /** Draws one card (tests count and hold renders). */
  render?: (card: PreviewCard) => Promise<Buffer>;
  concurrency?: number;
  maxWaiting?: number;
  maxKept?: number;
}

/**
 * Renders preview cards to PNG and keeps them by key (kind, id and version: an edited event, a
 * rescheduled game get a new one). A render costs tens of milliseconds of CPU (security review,
 * finding 2), so:
 * - team cards, once drawn, are kept for the life of the process: the catalogue bounds them
 *   (386 teams, about 12 MB if every one is asked for), and cycling through team ids then costs
 *   each card once per instance. Drawing all of them at start would cost about 20 s of CPU on
 *   every start for cards most instances never serve;
 * - event and game cards, unbounded in number, share an LRU of MAX_KEPT;
 * - at most `concurrency` renders run at a time, `maxWaiting` more wait their turn, and beyond
 *   that `render()` throws RenderQueueFull (the route answers 429 with Retry-After), so a flood
 *   of distinct cards cannot take both cores from the API.
 * The per-address limit on renders is the route's (preview-limits.ts); a cached card is free.
 */
export class PreviewImages {
  private readonly pinned = new Map<string, Promise<Buffer>>();
  private readonly kept = new Map<string, Promise<Buffer>>();
  private readonly draw: (card: PreviewCard) => Promise<Buffer>;
  private readonly concurrency: number;
  private readonly maxWaiting: number;
  private readonly maxKept: number;
  /** The renders under way and waiting their turn (p-limit passes a freed slot to the next). */
  private readonly inTurn: LimitFunction;

  constructor(opts: PreviewImagesOptions = {}) {
    this.draw = opts.render ?? renderCardPng;
    this.concurrency = opts.concurrency ?? PREVIEW_LIMITS.concurrentRenders;
    this.inTurn = pLimit(this.concurrency);
    this.maxWaiting = opts.maxWaiting ?? PREVIEW_LIMITS.waitingRenders;
    this.maxKept = opts.maxKept ?? MAX_KEPT;
  }

  /** The card under `key` if it is drawn or being drawn (no render, no limit). */
  cached(key: string): Promise<Buffer> | undefined {
    const pinned = this.pinned.get(key);
    if (pinned) return pinned;
    const hit = this.kept.get(key);
    if (hit) {
      // Most recently used last: the oldest entry is the one dropped.
      this.kept.delete(key);
      this.kept.set(key, hit);
    }
    return hit;
  }

  /**
   * Draws the card (or joins the render of the same key already under way) and keeps it, for
   * good when `pin` (team cards). Throws RenderQueueFull when no render may start or wait.
   */
  render(key: string, card: PreviewCard, pin: boolean): Promise<Buffer> {
    const existing = this.cached(key);
    if (existing) return existing;
    if (this.inTurn.activeCount + this.inTurn.pendingCount >= this.concurrency + this.maxWaiting)
      throw new RenderQueueFull();
    const rendered = this.inTurn(() => this.draw(card));
    const store = pin ? this.pinned : this.kept;
    store.set(key, rendered);
    rendered.catch(() => store.delete(key));
    if (!pin && this.kept.size > this.maxKept) this.kept.delete(this.kept.keys().next().value!);
    return rendered;
  }

  /** Cards kept (pinned team cards, and the others). */
  get size() {
    return { pinned: this.pinned.size, kept: this.kept.size };
  }
}

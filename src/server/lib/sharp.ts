import type Sharp from "sharp";

/**
 * libvips (about 30 MB resident) loads with the first image the instance makes (an upload, a
 * preview card), not at start: most instances serve far more reads than images. Its operation
 * cache is off: every upload and card is a different image, so the cache (up to 50 MB) would only
 * hold memory.
 */
let loaded: Promise<typeof Sharp> | undefined;
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

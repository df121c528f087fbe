import { loadSharp } from "../../lib/sharp";
import { IMAGE_MAX_DIMENSION, IMAGE_UPLOAD_MAX_BYTES } from "@shared/limits";
import { AppError, badRequest, payloadTooLarge } from "../../lib/errors";
import { detectImageKind, type ImageKind } from "../../lib/image-type";

export const UNSUPPORTED_IMAGE_MESSAGE = "Only JPEG, PNG, WebP and GIF images can be uploaded";
export const UNREADABLE_IMAGE_MESSAGE = "This image could not be read. Please choose another file.";
export const IMAGE_TOO_LARGE_MESSAGE = `Images must be at most ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB`;
/** Decompression bombs: refuse anything that decodes to more pixels than this. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ProcessedImage {
  bytes: Buffer;
  contentType: "image/webp";
  extension: "webp";
  width: number;
  height: number;
  sourceKind: ImageKind;
}

/**
 * Re-encodes an upload to WebP inside a 1600 px box. Re-encoding drops every metadata block
 * (EXIF, GPS, XMP, ICC comments) and anything smuggled after the image data; the orientation
 * tag is applied to the pixels first so photos stay upright. GIFs keep their animation.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > IMAGE_UPLOAD_MAX_BYTES) throw payloadTooLarge(IMAGE_TOO_LARGE_MESSAGE);
  const kind = detectImageKind(input);
  if (!kind) throw new AppError(415, "unsupported_media_type", UNSUPPORTED_IMAGE_MESSAGE);
  const sharp = await loadSharp();
  try {
    // Only multi-frame GIF/WebP keep their frames; single images get upright first.
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const animated = (meta.pages ?? 1) > 1;
    let pipeline = sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    if (!animated) pipeline = pipeline.autoOrient();
    const { data, info } = await pipeline
      .resize({ width: IMAGE_MAX_DIMENSION, height: IMAGE_MAX_DIMENSION, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82, effort: 3 })
      .toBuffer({ resolveWithObject: true });
    const height = info.pageHeight ?? info.height;
    return { bytes: data, contentType: "image/webp", extension: "webp", width: info.width, height, sourceKind: kind };
  } catch (err) {
    // The decoder's own words (library internals, file layout) go to the log only, as the cause.
    const refused = badRequest(UNREADABLE_IMAGE_MESSAGE, [{ path: "image", message: UNREADABLE_IMAGE_MESSAGE }]);
    refused.cause = err;
    throw refused;
  }
}

import type { FastifyRequest } from "fastify";
import { payloadTooLarge } from "../../lib/errors";
import { IMAGE_TOO_LARGE_MESSAGE } from "../media/media.service";

/** The feed's multipart form: text fields and at most one image file (field "image"). */
export interface MultipartPost {
  fields: Record<string, string>;
  image: Buffer | null;
}

export async function readMultipartPost(req: FastifyRequest): Promise<MultipartPost> {
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        // A form with no file chosen still sends an empty, nameless file part.
        if (part.fieldname === "image" && (bytes.length > 0 || part.filename)) image = bytes;
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw payloadTooLarge(IMAGE_TOO_LARGE_MESSAGE);
    throw err;
  }
  return { fields, image };
}

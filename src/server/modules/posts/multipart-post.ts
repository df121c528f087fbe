import type { FastifyRequest } from "fastify";
import { readMultipartForm } from "../../lib/multipart-form";
import { IMAGE_TOO_LARGE_MESSAGE } from "../media/media.service";

/** The feed's multipart form: text fields and at most one image file (field "image"). */
export interface MultipartPost {
  fields: Record<string, string>;
  image: Buffer | null;
}

export async function readMultipartPost(req: FastifyRequest): Promise<MultipartPost> {
  const { fields, files } = await readMultipartForm(req, { fileTooLarge: IMAGE_TOO_LARGE_MESSAGE });
  const file = files.image;
  // A form with no file chosen still sends an empty, nameless file part.
  const image = file && (file.bytes.length > 0 || file.filename) ? file.bytes : null;
  return { fields, image };
}

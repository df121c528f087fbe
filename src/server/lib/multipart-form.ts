import type { FastifyRequest } from "fastify";
import { AppError, payloadTooLarge } from "./errors";

export const MALFORMED_MULTIPART_MESSAGE = "The form upload was cut short or is malformed. Please send it again.";

/** A multipart form as read: its text fields and the bytes of its file fields. */
export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, { bytes: Buffer; filename: string | undefined }>;
}

/**
 * Reads a whole multipart form. Whatever goes wrong while reading it is the client's form (a body
 * cut short, a boundary that never comes, a broken part header): 400 `malformed_multipart`, with
 * the parser's words kept for the log only. Limits keep their 413. Every multipart route reads
 * its form through here.
 */
export async function readMultipartForm(req: FastifyRequest, opts: { fileTooLarge: string }): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    for await (const part of req.parts()) {
      if (part.type === "file") form.files[part.fieldname] = { bytes: await part.toBuffer(), filename: part.filename };
      else if (typeof part.value === "string") form.fields[part.fieldname] = part.value;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const e = err as { code?: string; statusCode?: number };
    if (e.code === "FST_REQ_FILE_TOO_LARGE") throw payloadTooLarge(opts.fileTooLarge);
    if (e.statusCode === 413) throw payloadTooLarge((err as Error).message);
    throw new AppError(400, "malformed_multipart", MALFORMED_MULTIPART_MESSAGE, {}, { cause: err });
  }
  return form;
}

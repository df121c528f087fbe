import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { MEDIA_KEY_PATTERN, type MediaStorage } from "./media-storage";

export interface S3MediaOptions {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, Ceph, a local test server); unset means AWS itself. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Key prefix inside the bucket. */
  prefix?: string;
  /** Tests pass credentials; otherwise the SDK's chain (AWS_ACCESS_KEY_ID/…, profiles, instance roles). */
  credentials?: S3ClientConfig["credentials"];
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};

/**
 * Bytes in an S3 bucket (MEDIA_STORAGE=s3): shared by every instance without growing the
 * database, and ready to sit behind a CDN. Objects are immutable (a key is a fresh UUID), so
 * they are stored with a year-long cache header. The metadata row stays in the database.
 */
export function s3MediaStorage(opts: S3MediaOptions): MediaStorage & { client: S3Client } {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials: opts.credentials,
    // Checksums only where S3 demands them: S3-compatible servers differ in what they accept.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
  const objectKey = (key: string) => {
    if (!MEDIA_KEY_PATTERN.test(key)) throw new Error(`invalid media key ${key}`);
    return `${opts.prefix ?? "media/"}${key}`;
  };
  return {
    kind: "s3",
    client,
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: opts.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: CONTENT_TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream",
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key: objectKey(key) }));
        if (!res.Body) return null;
        return Buffer.from(await res.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === "NoSuchKey") return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: objectKey(key) }));
    },
  };
}

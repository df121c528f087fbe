import type { S3Client, S3ClientConfig } from "@aws-sdk/client-s3";
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
export function s3MediaStorage(opts: S3MediaOptions): MediaStorage & { client(): Promise<S3Client> } {
  // The AWS SDK (~20 MB resident) is loaded on the first media operation, not at start.
  let loaded: Promise<{ sdk: typeof import("@aws-sdk/client-s3"); client: S3Client }> | undefined;
  const s3 = () =>
    (loaded ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: opts.region,
        endpoint: opts.endpoint,
        forcePathStyle: opts.forcePathStyle,
        credentials: opts.credentials,
        // Checksums only where S3 demands them: S3-compatible servers differ in what they accept.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        maxAttempts: 3,
      }),
    })));
  const objectKey = (key: string) => {
    if (!MEDIA_KEY_PATTERN.test(key)) throw new Error(`invalid media key ${key}`);
    return `${opts.prefix ?? "media/"}${key}`;
  };
  return {
    kind: "s3",
    client: async () => (await s3()).client,
    async put(key, bytes) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: opts.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: CONTENT_TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream",
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(key) {
      const { sdk, client } = await s3();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket: opts.bucket, Key: objectKey(key) }));
        if (!res.Body) return null;
        return Buffer.from(await res.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof sdk.NoSuchKey || (err as { name?: string }).name === "NoSuchKey") return null;
        throw err;
      }
    },
    async delete(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: opts.bucket, Key: objectKey(key) }));
    },
  };
}

// Types for the http_ece package (RFC 8188 content encoding), used by the Web Push test to
// decrypt what the app sends, as the receiving browser would.
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  interface Params {
    version?: "aes128gcm" | "aesgcm";
    privateKey?: ECDH;
    authSecret?: string | Buffer;
  }
  const ece: { decrypt(buffer: Buffer, params: Params): Buffer };
  export default ece;
}

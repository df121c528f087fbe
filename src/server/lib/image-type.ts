/** The image kinds we accept, judged by their first bytes (never by file name or declared type). */
export type ImageKind = "jpeg" | "png" | "webp" | "gif";

export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return "png";
  if (b.length >= 6) {
    const head = String.fromCharCode(...b.subarray(0, 6));
    if (head === "GIF87a" || head === "GIF89a") return "gif";
  }
  if (b.length >= 12) {
    const riff = String.fromCharCode(...b.subarray(0, 4));
    const webp = String.fromCharCode(...b.subarray(8, 12));
    if (riff === "RIFF" && webp === "WEBP") return "webp";
  }
  return null;
}

// Renders the app icons (manifest, Apple touch icon, favicon) from the one source image
// assets/brand/icon.svg into public/icons/ before the web build. Nothing is downloaded.
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.join(root, "assets/brand/icon.svg");
const outDir = path.join(root, "public/icons");
const BRAND_BLUE = "#1d4ed8";

/** `inset` shrinks the artwork onto a brand-blue square so maskable crops keep the trophy. */
const targets = [
  { file: "icon-192.png", size: 192 },
  { file: "icon-512.png", size: 512 },
  { file: "icon-maskable-512.png", size: 512, inset: 0.08 },
  { file: "apple-touch-icon.png", size: 180 },
  { file: "favicon-32.png", size: 32 },
];

async function render(svg, { file, size, inset = 0 }) {
  const inner = Math.round(size * (1 - inset * 2));
  const art = await sharp(svg, { density: 300 }).resize(inner, inner).png().toBuffer();
  const pad = Math.round((size - inner) / 2);
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND_BLUE } })
    .composite([{ input: art, left: pad, top: pad }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
}

const svg = await readFile(source);
await mkdir(outDir, { recursive: true });
await Promise.all(targets.map((t) => render(svg, t)));
console.log(`icons: ${targets.map((t) => t.file).join(", ")} -> public/icons/`);

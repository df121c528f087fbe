import { msg } from "@lingui/core/macro";

/**
 * Texts used outside React: the web app manifest's description (vite.config.ts holds the English
 * one; scripts/prerender.mjs writes manifest.<locale>.webmanifest with these translations).
 */
export const MANIFEST_DESCRIPTION = msg`Live scores, fan communities, watch parties and your sports feed.`;

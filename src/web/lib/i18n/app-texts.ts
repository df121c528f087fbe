import { msg } from "@lingui/core/macro";

/**
 * Texts used outside React: the web app manifest's description (vite.config.ts holds the English
 * one; scripts/prerender.mjs writes manifest.<locale>.webmanifest with these translations).
 */
export const MANIFEST_DESCRIPTION = msg`Live scores, fan communities, watch parties and your sports feed.`;

/**
 * The plain shell's texts (src/web/index.html holds the English ones): what a page shows before
 * the app has started, and its description. scripts/prerender.mjs writes shell.<locale>.html.
 */
export const SHELL_TEXTS = {
  loading: msg`Loading your game day…`,
  description: msg`FanZone: live scores, fan communities, watch parties and your sports feed.`,
};

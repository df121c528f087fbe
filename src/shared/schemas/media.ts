import { z } from "zod";
import { cleanString } from "./common";

/** GET /api/media/{key}: a stored image's key (random; unknown keys answer 404). */
export const mediaParamsSchema = z.object({ key: cleanString().max(80) });

/** GET /api/avatars/{file}?i=: a generated avatar, seeded by its file name, with optional initials. */
export const avatarParamsSchema = z.object({ file: cleanString().regex(/^[^/]{1,60}\.svg$/, "Unknown avatar") });
export const avatarQuerySchema = z.object({ i: cleanString().max(4).optional() });

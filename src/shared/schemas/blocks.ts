import { z } from "zod";

/** A user the signed-in user blocked or muted, as their own lists show them. */
export const relatedUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  /** When the block (or mute) was made. */
  since: z.string(),
});
export type RelatedUser = z.infer<typeof relatedUserSchema>;
export const relatedUserPageSchema = z.object({ items: z.array(relatedUserSchema), nextCursor: z.string().nullable() });
export type RelatedUserPage = z.infer<typeof relatedUserPageSchema>;

export const blockStateSchema = z.object({ blocked: z.boolean() });
export const muteStateSchema = z.object({ muted: z.boolean() });

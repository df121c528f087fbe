import { z } from "zod";
import { COMMUNITY_NAME_MAX, DESCRIPTION_MAX } from "../limits";
import { cleanString, idSchema, pageQuerySchema, text } from "./common";

/** The sports FanZone knows (the team catalogue's); filters use the sports of the loaded teams. */
export const SPORT_MAX = 30;

/** A sport slug: required (SPEC §5 "Sport is required"), stored in lower case. */
export const sportSchema = cleanString({ error: "Sport is required" })
  .trim()
  .min(1, "Sport is required")
  .max(SPORT_MAX, `Sport must be at most ${SPORT_MAX} characters`)
  .regex(/^[A-Za-z][A-Za-z -]*$/, "Sport may contain only letters, spaces and dashes")
  .transform((s) => s.toLowerCase());

/** Optional free text: "" and null both mean "none". */
export const optionalText = (max: number, tooLong: string, opts: { multiline?: boolean } = {}) =>
  z
    .union([text(max, tooLong, opts), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

export const createCommunitySchema = z.object({
  name: cleanString({ error: "Community name is required" })
    .pipe(text(COMMUNITY_NAME_MAX, `Community name must be at most ${COMMUNITY_NAME_MAX} characters`))
    .pipe(z.string().min(1, "Community name is required")),
  description: optionalText(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`, {
    multiline: true,
  }),
  sport: sportSchema,
  teamId: idSchema.nullable().optional(),
  isPrivate: z.boolean().default(false),
  /** Accepted for SPEC §7 compatibility; must be the signed-in user when present. */
  creatorId: idSchema.optional(),
});
export type CreateCommunityInput = z.input<typeof createCommunitySchema>;
export type CreateCommunityBody = z.output<typeof createCommunitySchema>;

/** SPEC §7 sends `{ userId }`; it must be the signed-in user when present. */
export const actingUserBodySchema = z.object({ userId: idSchema.optional() }).nullish();

export const membershipStatusSchema = z.enum(["member", "pending"]);
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

export const communitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  sport: z.string(),
  teamId: z.number().int().nullable(),
  isPrivate: z.boolean(),
  creatorId: z.number().int(),
  memberCount: z.number().int(),
  createdAt: z.string(),
  /** The signed-in user's membership: member, pending (private request) or none. */
  membership: membershipStatusSchema.nullable(),
});
export type Community = z.infer<typeof communitySchema>;

export const communityPageSchema = z.object({ items: z.array(communitySchema), nextCursor: z.string().nullable() });

export const personSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
});

export const communityDetailSchema = communitySchema.extend({
  creator: personSchema,
  /** Pending join requests; counted only for the creator (who decides them), else 0. */
  pendingRequestCount: z.number().int(),
});
export type CommunityDetail = z.infer<typeof communityDetailSchema>;

export const communityMemberSchema = personSchema.extend({
  role: z.enum(["creator", "member"]),
  joinedAt: z.string(),
});
export type CommunityMember = z.infer<typeof communityMemberSchema>;
export const communityMemberPageSchema = z.object({
  items: z.array(communityMemberSchema),
  nextCursor: z.string().nullable(),
});

export const joinRequestSchema = personSchema.extend({ requestedAt: z.string() });
export type JoinRequest = z.infer<typeof joinRequestSchema>;
export const joinRequestPageSchema = z.object({ items: z.array(joinRequestSchema), nextCursor: z.string().nullable() });

export const SEARCH_MAX = 100;
/** Search text (name contains, case-insensitive) and sport filter of the communities list. */
export const communityListQuerySchema = pageQuerySchema.extend({
  search: cleanString().trim().max(SEARCH_MAX).optional(),
  sport: cleanString().trim().toLowerCase().max(SPORT_MAX).optional(),
});
export type CommunityListQuery = z.infer<typeof communityListQuerySchema>;

export const communityRequestParamsSchema = z.object({ id: idSchema, userId: idSchema });

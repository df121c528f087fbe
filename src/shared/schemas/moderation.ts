import { z } from "zod";
import { idSchema, text } from "./common";

/** What can be reported; the names are part of the API (`comment`: on a post; `game_comment`: in a match thread). */
export const REPORT_SUBJECT_KINDS = ["post", "comment", "game_comment", "user", "community", "event"] as const;
export type ReportSubjectKind = (typeof REPORT_SUBJECT_KINDS)[number];

export const REPORT_REASONS = ["spam", "harassment", "hate", "violence", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What the report dialog calls each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam",
  harassment: "Harassment or bullying",
  hate: "Hate speech",
  violence: "Violence or threats",
  other: "Something else",
};

export const REPORT_DETAILS_MAX = 500;
export const SUSPENSION_REASON_MAX = 500;
export const REPORT_THANKS = "Thanks — our moderators will review this";

export const reportSubjectSchema = z.object({
  kind: z.enum(REPORT_SUBJECT_KINDS, "Choose what you are reporting"),
  id: idSchema,
});
export type ReportSubject = z.infer<typeof reportSubjectSchema>;

export const createReportSchema = z.object({
  subject: reportSubjectSchema,
  reason: z.enum(REPORT_REASONS, "Choose a reason"),
  details: text(REPORT_DETAILS_MAX, `Details must be at most ${REPORT_DETAILS_MAX} characters`, {
    multiline: true,
  }).optional(),
});
export type CreateReportInput = z.infer<typeof createReportSchema>;

export const reportCreatedSchema = z.object({ id: z.number().int(), message: z.string() });

export const suspendUserSchema = z.object({
  /** ISO 8601 instant in the future, or null for good. */
  until: z.iso.datetime({ offset: true, message: "until must be an ISO 8601 date and time" }).nullable(),
  reason: text(SUSPENSION_REASON_MAX, `The reason must be at most ${SUSPENSION_REASON_MAX} characters`, {
    multiline: true,
  }).pipe(z.string().min(1, "Say why the user is suspended")),
});
export type SuspendUserInput = z.infer<typeof suspendUserSchema>;

/** The periods the admin screen offers (days; null = for good). */
export const SUSPENSION_PERIODS = [
  { label: "1 day", days: 1 },
  { label: "7 days", days: 7 },
  { label: "30 days", days: 30 },
  { label: "For good", days: null },
] as const;

const personSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
});

/** One reported subject in the admin queue, with every open report on it counted. */
export const reportedSubjectSchema = z.object({
  /** The oldest open report on the subject: the actions take it and decide every open report on the subject. */
  reportId: z.number().int(),
  subject: z.object({ kind: z.enum(REPORT_SUBJECT_KINDS), id: z.number().int() }),
  /** What the subject says: the post or comment text, the user's name, the community or event title. */
  title: z.string(),
  text: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The post a reported comment belongs to. */
  postId: z.number().int().nullable(),
  /** The game whose match thread a reported game comment is in. */
  gameId: z.string().nullable(),
  removed: z.boolean(),
  author: personSchema,
  authorSuspendedUntil: z.string().nullable(),
  authorSuspended: z.boolean(),
  reportCount: z.number().int(),
  reasons: z.record(z.enum(REPORT_REASONS), z.number().int()),
  /** The latest details reporters wrote (at most three). */
  details: z.array(z.string()),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
});
export type ReportedSubject = z.infer<typeof reportedSubjectSchema>;
export const reportedSubjectPageSchema = z.object({
  items: z.array(reportedSubjectSchema),
  nextCursor: z.string().nullable(),
});
export type ReportedSubjectPage = z.infer<typeof reportedSubjectPageSchema>;

export const reportDecisionSchema = z.object({
  status: z.enum(["dismissed", "removed"]),
  /** How many open reports the decision closed. */
  closedReports: z.number().int(),
});

export const suspensionStateSchema = z.object({
  userId: z.number().int(),
  suspended: z.boolean(),
  until: z.string().nullable(),
});
export type SuspensionState = z.infer<typeof suspensionStateSchema>;

export const AUDIT_ACTIONS = ["dismiss", "remove", "suspend", "unsuspend"] as const;
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** null when the administrator's account was deleted. */
  admin: personSchema.nullable(),
  action: z.enum(AUDIT_ACTIONS),
  subject: z.object({ kind: z.enum(REPORT_SUBJECT_KINDS), id: z.number().int().nullable() }),
  targetUser: personSchema.nullable(),
  reportId: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });

export const adminUserParamsSchema = z.object({ id: idSchema });

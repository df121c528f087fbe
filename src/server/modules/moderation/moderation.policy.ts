import type { ReportSubjectKind } from "@shared/schemas/moderation";
import { badRequest } from "../../lib/errors";

export const SELF_REPORT_MESSAGE = "You cannot report yourself or your own content";
export const NOT_REMOVABLE_MESSAGE = "Only posts and comments can be removed; suspend the user or dismiss the report";

/** Nobody reports themselves or what they created. */
export function assertCanReport(reporterId: number, ownerId: number) {
  if (reporterId === ownerId) throw badRequest(SELF_REPORT_MESSAGE);
}

/** Removal hides text (posts, comments on posts and in match threads); people, communities and events are dealt with by suspension. */
export function assertRemovable(kind: ReportSubjectKind): asserts kind is "post" | "comment" | "game_comment" {
  if (kind !== "post" && kind !== "comment" && kind !== "game_comment") throw badRequest(NOT_REMOVABLE_MESSAGE);
}

/** An administrator cannot lock themselves out. */
export function assertCanSuspend(adminId: number, userId: number) {
  if (adminId === userId) throw badRequest("You cannot suspend yourself");
}

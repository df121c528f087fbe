import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReportReason } from "@shared/schemas/moderation";

/**
 * What the report dialog and the moderation queue call each reason, in the active language
 * (`i18n._(REPORT_REASON_MESSAGES[reason])`); the English is REPORT_REASON_LABELS' (shared).
 */
export const REPORT_REASON_MESSAGES: Record<ReportReason, MessageDescriptor> = {
  spam: msg`Spam`,
  harassment: msg`Harassment or bullying`,
  hate: msg`Hate speech`,
  violence: msg`Violence or threats`,
  other: msg`Something else`,
};

import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { AlertKind } from "@shared/alert-kinds";

/** What the alert settings call each moment (the bell on a game, the team page, the settings). */
export const ALERT_KIND_LABELS: Record<AlertKind, MessageDescriptor> = {
  start: msg({ message: "Start", context: "alert kind: the game starts" }),
  score: msg({ message: "Every score", context: "alert kind: goals, runs, touchdowns, field goals" }),
  lead_change: msg({ message: "Lead changes", context: "alert kind" }),
  red_card: msg({ message: "Red cards", context: "alert kind" }),
  close_late: msg({ message: "Close and late", context: "alert kind: last five minutes within one score" }),
  final: msg({ message: "Final", context: "alert kind: the final result" }),
  postponed: msg({ message: "Postponed", context: "alert kind" }),
};

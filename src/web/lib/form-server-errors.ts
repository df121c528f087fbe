import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api";

/**
 * Shows the server's field-level refusals (a wrong current password...) under the form's own
 * fields. Answers whether any was shown, so the caller toasts only what has no field.
 */
export function showServerFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(err instanceof ApiError)) return false;
  const mine = err.serverIssues.filter((i) => (fields as readonly string[]).includes(i.path));
  for (const issue of mine) setError(issue.path as Path<T>, { type: "server", message: issue.message });
  return mine.length > 0;
}

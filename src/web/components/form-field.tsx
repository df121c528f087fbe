import * as React from "react";
import { Label } from "@web/components/ui/label";
import { useTranslateMessage } from "@web/lib/i18n/use-translate-message";

type Control = React.ReactElement<{ id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string }>;

/**
 * Label + control + the field's validation message, wired for screen readers: the control gets
 * the id, aria-invalid and aria-describedby pointing at the message (`<id>-error`). The message
 * (the shared schemas' or the server's English text) is shown in the active language.
 */
export function FormField({
  id,
  label,
  error,
  aside,
  translationsWithSchema,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  /** Shown at the end of the label row (e.g. "Forgot your password?"). */
  aside?: React.ReactNode;
  /**
   * The form loads the message translations with its schema (useLazySchemaForm, the sign-in
   * form): the field does not load them when it mounts, only if it shows a message before them.
   */
  translationsWithSchema?: boolean;
  children: Control;
}) {
  const translate = useTranslateMessage(!translationsWithSchema || error !== undefined);
  const errorId = `${id}-error`;
  const labelEl = <Label htmlFor={id}>{label}</Label>;
  return (
    <div className="grid grid-cols-1 gap-2">
      {aside ? (
        <div className="flex items-center justify-between">
          {labelEl}
          {aside}
        </div>
      ) : (
        labelEl
      )}
      {React.cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {translate(error)}
        </p>
      ) : null}
    </div>
  );
}

import * as React from "react";
import type { z } from "zod";

// A small controlled form for the sign-in screen, validated by a shared zod schema that loads
// beside the page. Hand-written rather than react-hook-form (~12 KB gzip) because that screen is
// the first load of most visits and has a budget (bench/web-budget.mjs); the other forms keep
// react-hook-form. Behaves like the react-hook-form set-up they use: validate on submit, then
// re-validate on every change, focus the first invalid field, submit the schema's parsed values.

type Values = Record<string, string>;
export type FieldErrors<T extends Values> = Partial<Record<keyof T, string>>;

/** The first message of each field's issues, as the forms show them. */
export function fieldErrors<T extends Values>(issues: readonly z.core.$ZodIssue[]): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const issue of issues) {
    const name = issue.path[0] as keyof T | undefined;
    if (name !== undefined && errors[name] === undefined) errors[name] = issue.message;
  }
  return errors;
}

/**
 * `loadSchema` is called at each validation (a dynamic import resolves at once once loaded);
 * call it also when the page module runs so the schema is there before the user submits.
 */
export function useLazySchemaForm<T extends Values>(loadSchema: () => Promise<z.ZodType<T, T>>, defaults: T) {
  const [values, setValues] = React.useState(defaults);
  const [errors, setErrors] = React.useState<FieldErrors<T>>({});
  const [submitted, setSubmitted] = React.useState(false);
  const [isSubmitting, setSubmitting] = React.useState(false);

  const validate = React.useCallback(
    async (next: T) => {
      const result = (await loadSchema()).safeParse(next);
      setErrors(result.success ? {} : fieldErrors<T>(result.error.issues));
      return result;
    },
    [loadSchema],
  );

  const setValue = (name: keyof T, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) void validate(next);
  };

  /** Props for an input: name, value and change handler. */
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValue(name, e.target.value),
  });

  /** `onError` gets a failure to load the schema (connection lost before it arrived). */
  const handleSubmit =
    (onValid: (data: T) => Promise<void>, onError: (err: unknown) => void) =>
    async (e: React.FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      const form = e.currentTarget;
      setSubmitted(true);
      let result: z.ZodSafeParseResult<T>;
      try {
        result = await validate(values);
      } catch (err) {
        onError(err);
        return;
      }
      if (!result.success) {
        const first = fieldErrors<T>(result.error.issues);
        const name = Object.keys(values).find((k) => first[k] !== undefined);
        const el = name ? form.elements.namedItem(name) : null;
        if (el instanceof HTMLElement) el.focus();
        return;
      }
      setSubmitting(true);
      try {
        await onValid(result.data);
      } finally {
        setSubmitting(false);
      }
    };

  return { values, errors, isSubmitting, field, setValue, handleSubmit };
}

import * as React from "react";
import type { z } from "zod";
import { useHydrated } from "./use-hydrated";
import { currentLocale } from "./i18n/locale-preference";
import { loadMessageTranslations } from "./i18n/use-translate-message";

// A small form for the sign-in screen, validated by a shared zod schema that loads beside the
// page. Hand-written rather than react-hook-form (~12 KB gzip) because that screen is the first
// load of most visits and has a budget (bench/web-budget.mjs); the other forms keep
// react-hook-form. Behaves like the react-hook-form set-up they use: validate on submit, then
// re-validate on every change, focus the first invalid field, submit the schema's parsed values.
// The translations of the schema's (English) messages load with it, not with the page: the form
// shows no message before the schema is there, and then shows it in the active language at once
// (its fields take `translationsWithSchema`, components/form-field.tsx).
// The inputs are uncontrolled (values read from the form): what a visitor types into the
// prerendered page before the script has run is kept.

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

const readValues = <T extends Values>(form: HTMLFormElement) =>
  Object.fromEntries([...new FormData(form)].filter((e): e is [string, string] => typeof e[1] === "string")) as T;

/**
 * `loadSchema` is called at each validation (a dynamic import resolves at once once loaded);
 * call it also when the page module runs so the schema is there before the user submits.
 */
export function useLazySchemaForm<T extends Values>(
  loadSchema: () => Promise<z.ZodType<T, T>>,
  /** The form element's ref (the caller's, so what the hook returns holds no ref). */
  formRef: React.RefObject<HTMLFormElement | null>,
) {
  const submitted = React.useRef(false);
  const [errors, setErrors] = React.useState<FieldErrors<T>>({});
  const [isSubmitting, setSubmitting] = React.useState(false);
  const hydrated = useHydrated();

  /** The schema, with the translations of its messages in the active language. */
  const load = () => Promise.all([loadSchema(), loadMessageTranslations(currentLocale())]).then(([schema]) => schema);
  /** Starts loading both (the sign-in page calls it when the visitor first focuses the form). */
  const prefetch = () => void load().catch(() => undefined);

  const validate = async (form: HTMLFormElement) => {
    const result = (await load()).safeParse(readValues<T>(form));
    setErrors(result.success ? {} : fieldErrors<T>(result.error.issues));
    return result;
  };
  const revalidate = () => {
    if (submitted.current && formRef.current) validate(formRef.current).catch(() => undefined);
  };

  /** Props for an input: its name and the change handler. */
  const field = (name: keyof T & string) => ({ name, onChange: revalidate });

  const setValue = (name: keyof T & string, value: string) => {
    const el = formRef.current?.elements.namedItem(name);
    if (el instanceof HTMLInputElement) el.value = value;
    revalidate();
  };

  /** Validates, focuses the first invalid field or hands the parsed values to `onValid`. */
  const submit = async (form: HTMLFormElement, onValid: (data: T) => Promise<void>) => {
    submitted.current = true;
    const result = await validate(form);
    if (!result.success) {
      const first = fieldErrors<T>(result.error.issues);
      const name = [...form.elements]
        .map((el) => (el as HTMLInputElement).name)
        .find((n) => n && first[n] !== undefined);
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

  /**
   * The form's `onSubmit`. `onError` gets a failure to load the schema (connection lost before it
   * arrived) and whatever `onValid` throws, so no submit ends in an unhandled rejection.
   */
  const handleSubmit =
    (onValid: (data: T) => Promise<void>, onError: (err: unknown) => void) => (e: React.FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      submit(e.currentTarget, onValid).catch(onError);
    };

  /** Submitting is possible once hydrated (see useHydrated) and while no submit is running. */
  return { errors, isSubmitting, canSubmit: hydrated && !isSubmitting, field, setValue, handleSubmit, prefetch };
}

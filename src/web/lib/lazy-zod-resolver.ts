// A react-hook-form resolver that validates with a shared zod schema loaded on demand.
// The sign-in screen renders without zod (~25 KB gzip) in its first load; the schema starts
// loading as soon as the page module runs, long before the user can submit.
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<z.ZodType<T, T>>): Resolver<T> {
  const resolver: Promise<Resolver<T>> = Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(
    ([schema, { zodResolver }]) => zodResolver(schema),
  );
  // A failed load (connection lost) rejects the submit; react-hook-form then shows no field errors.
  return async (values, context, options) => (await resolver)(values, context, options);
}

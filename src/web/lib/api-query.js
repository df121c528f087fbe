// `useApiQuery` is TanStack's `useQuery` itself, re-exported: the bundle resolves it to that very
// function, so typing it costs no code (an alias `const useApiQuery = useQuery` in a TypeScript
// file would be a module of its own). Its type, from the API description, is in api-query.d.ts.
export { useQuery as useApiQuery } from "@tanstack/react-query";

// The API client (SPEC §7): credentials always sent, JSON in and out, and every failure
// raised as `ApiError` whose message is "<status>: <body text or status text>". Calls are typed by
// the API description (./api-types.ts): the URL must fill one of its paths, and the body and the
// answer are that operation's. The types add no code: the functions are the untyped ones below
// (reads by the default query function: `useApiQuery`, ./api-query.ts).
import { useMutation, useQueryClient, type QueryFunction, type UseMutationOptions } from "@tanstack/react-query";
import { keyUrl } from "@shared/first-screen/read";
import type { ApiCallBody, ApiCallResponse, ApiMethod, ApiUrl, ApiUrlWithoutBody } from "./api-types";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the class's name, not a text
    this.name = "ApiError";
  }
  /** The server's human-readable `message` (or multipart `error`), when the body carries one. */
  get serverMessage(): string | undefined {
    try {
      const body = JSON.parse(this.bodyText) as { message?: unknown; error?: unknown };
      const m = typeof body.error === "string" ? body.error : body.message;
      return typeof m === "string" && m ? m : undefined;
    } catch {
      return undefined;
    }
  }
  /** The server's stable `code` (src/shared/errors.ts), when the body carries one: compare this, not the message. */
  get code(): string | undefined {
    try {
      const { code } = JSON.parse(this.bodyText) as { code?: unknown };
      return typeof code === "string" ? code : undefined;
    } catch {
      return undefined;
    }
  }
  /** The server's field-level messages (`issues`), empty when it sent none. */
  get serverIssues(): { path: string; message: string }[] {
    try {
      const { issues } = JSON.parse(this.bodyText) as { issues?: unknown };
      return Array.isArray(issues)
        ? issues.filter((i): i is { path: string; message: string } => typeof i?.path === "string")
        : [];
    } catch {
      return [];
    }
  }
}

async function throwIfNotOk(res: Response) {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, text);
  }
}

async function parse<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * One call of the API: `url` is a path of the description with its parameters filled (and maybe a
 * query string), `body` what that operation takes; the promise holds what it answers.
 */
export function apiRequest<M extends ApiMethod, U extends ApiUrlWithoutBody<M>>(
  method: M,
  url: U,
): Promise<ApiCallResponse<M, U>>;
export function apiRequest<M extends ApiMethod, U extends ApiUrl<M>>(
  method: M,
  url: U,
  body: ApiCallBody<M, U>,
): Promise<ApiCallResponse<M, U>>;
export async function apiRequest(method: ApiMethod, url: string, body?: unknown): Promise<unknown> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined || isForm ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return parse<unknown>(res);
}

/** Default reads: the query key's segments joined with "/" form the GET URL. */
export function getQueryFn<T>({ on401 }: { on401: "throw" | "returnNull" }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(keyUrl(queryKey), { credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return parse<T>(res);
  };
}

/** A mutation that invalidates every cached read after it succeeds (SPEC §7). */
export function useApiMutation<TData = unknown, TVars = void>(options: UseMutationOptions<TData, ApiError, TVars>) {
  const qc = useQueryClient();
  return useMutation<TData, ApiError, TVars>({
    ...options,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await qc.invalidateQueries();
    },
  });
}

/** Picks the text a toast shows: the server's message, else the given fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError ? (err.serverMessage ?? fallback) : fallback;
}

// The API client (SPEC §7): credentials always sent, JSON in and out, and every failure
// raised as `ApiError` whose message is "<status>: <body text or status text>".
import { useMutation, useQueryClient, type QueryFunction, type UseMutationOptions } from "@tanstack/react-query";
import { takeFirstRead } from "./first-reads";

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

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  // A read the page already answered (first-reads.ts).
  const answered = method === "GET" ? takeFirstRead(url) : undefined;
  if (answered !== undefined) return answered as T;
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined || isForm ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return parse<T>(res);
}

/** Default reads: the query key's segments joined with "/" form the GET URL. */
export function getQueryFn<T>({ on401 }: { on401: "throw" | "returnNull" }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.filter((k) => k !== undefined && k !== null && k !== "").join("/");
    const answered = takeFirstRead(url);
    if (answered !== undefined) return answered as T;
    const res = await fetch(url, { credentials: "include", signal });
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

import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorMessage, getQueryFn } from "./api";

afterEach(() => vi.unstubAllGlobals());

describe("api client (SPEC §7/§8)", () => {
  it("raises '<status>: <body>' and exposes the server message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ message: "Event is full" }), { status: 409 })),
    );
    const err = (await apiRequest("POST", "/api/events/1/rsvp", {}).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('409: {"message":"Event is full"}');
    expect(errorMessage(err, "Failed to update RSVP")).toBe("Event is full");
  });

  it("uses the status text when the body is empty, and the fallback text for toasts", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 503, statusText: "Service Unavailable" })),
    );
    const err = (await apiRequest("GET", "/api/teams").catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe("503: Service Unavailable");
    expect(errorMessage(err, "Failed to join community")).toBe("Failed to join community");
  });

  it("joins query key segments with a slash, sends credentials, and throws on 401", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response("[]", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const fn = getQueryFn<unknown>({ on401: "throw" });
    await fn({ queryKey: ["/api/events/user", 7], signal: new AbortController().signal, meta: undefined } as never);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/events/user/7");
    expect(fetchMock.mock.calls[0]![1]!.credentials).toBe("include");
    fetchMock.mockResolvedValueOnce(new Response("Unauthorized", { status: 401 }));
    await expect(
      fn({ queryKey: ["/api/auth/me"], signal: new AbortController().signal, meta: undefined } as never),
    ).rejects.toThrow("401: Unauthorized");
  });
});

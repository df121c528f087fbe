// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, renderHook, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { SessionProvider, useAuth } from "./session-provider";
import { createQueryClient } from "../query-client";
import { USER_STORAGE_KEY } from "./stored-user";
import { testUser as maya } from "@web/test/users";

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
function Probe() {
  const { user, isLoading } = useAuth();
  return <p>{isLoading ? "loading" : (user?.firstName ?? "nobody")}</p>;
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("SessionProvider (SPEC §4)", () => {
  it("loads until the server check finishes, then stores the user locally", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, { user: maya })),
    );
    render(<Probe />, { wrapper });
    expect(screen.getByText("loading")).toBeTruthy();
    await screen.findByText("Maya");
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!).id).toBe(1);
  });

  it("clears the user and the stored copy when the server says not ok", async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(maya));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(401, { message: "no" })),
    );
    render(<Probe />, { wrapper });
    await screen.findByText("nobody");
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it("uses the stored copy on a network error", async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(maya));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    render(<Probe />, { wrapper });
    await screen.findByText("Maya");
  });

  it("reads a stored copy from before address verification as verified, with no change waiting", async () => {
    const { emailVerified: _v, pendingEmail: _p, ...older } = maya;
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(older));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.user?.id).toBe(1));
    expect(result.current.user).toMatchObject({ emailVerified: true, pendingEmail: null });
    expect(result.current.isOfflineCopy).toBe(true);
  });

  it("discards a stored copy whose verification fields are of the wrong kind", async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ ...maya, emailVerified: "yes" }));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    render(<Probe />, { wrapper });
    await screen.findByText("nobody");
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it("discards an unreadable stored copy on a network error", async () => {
    localStorage.setItem(USER_STORAGE_KEY, "{not json");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    render(<Probe />, { wrapper });
    await screen.findByText("nobody");
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it("logout clears the user even when the call fails, and only logs the failure", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith("/logout") ? Promise.reject(new TypeError("offline")) : json(200, { user: maya }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.user?.id).toBe(1));
    await act(() => result.current.logout());
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it("throws when used outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow("useAuth must be used within a SessionProvider");
  });
});

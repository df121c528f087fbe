// @vitest-environment jsdom
import * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import type { PublicUser } from "@shared/schemas/user";
import { SessionProvider, useAuth } from "@web/lib/session";
import { testUser } from "@web/test/users";
import { messages as french } from "../locales/fr/app.po";
import VerifyEmailPage from "./routes/verify-email";

const before: PublicUser = { ...testUser, email: "maya@example.test", emailVerified: false };
const after: PublicUser = { ...before, emailVerified: true, isAdmin: false };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const invalidLink = () =>
  json(400, { code: "invalid_verification_link", message: "This verification link is invalid or has expired." });

/** The server: who is signed in (null: nobody) and how /api/auth/verify-email answers. */
function server(me: PublicUser | null, verify: () => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/auth/me") return me ? json(200, { user: me }) : json(401, { code: "unauthenticated" });
    if (url === "/api/auth/verify-email") return verify();
    if (url === "/api/auth/verify-email/resend" && init?.method === "POST") return json(200, { message: "Sent" });
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
const posts = (fetchMock: ReturnType<typeof server>, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && init?.method === "POST");

/** What the session says and where the address bar is, for the assertions. */
function Probe() {
  const { user } = useAuth();
  const location = useLocation();
  return (
    <output data-testid="probe">
      {user ? `${user.email} verified=${user.emailVerified}` : "signed out"} at {location.pathname + location.search}
    </output>
  );
}

function open(path: string) {
  return render(
    <React.StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <SessionProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/verify-email" element={<VerifyEmailPage />} />
              </Routes>
              <Probe />
            </MemoryRouter>
          </SessionProvider>
        </QueryClientProvider>
      </I18nProvider>
    </React.StrictMode>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  i18n.activate("en");
});

describe("/verify-email", () => {
  it("verifies once on load, then says so; the signed-in fan's session learns it", async () => {
    let answer!: (r: Response) => void;
    const fetchMock = server(before, () => new Promise<Response>((r) => (answer = r)) as unknown as Response);
    open("/verify-email?token=tok-1");
    expect(await screen.findByRole("heading", { level: 1, name: "Verifying…" })).toBeTruthy();
    answer(json(200, { user: after }));
    expect(await screen.findByRole("heading", { level: 1, name: "Your email address is verified" })).toBeTruthy();
    expect(screen.getByText("maya@example.test")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to FanZone" }).getAttribute("href")).toBe("/");
    expect((await screen.findByText(/verified=true/)).textContent).toBe(
      "maya@example.test verified=true at /verify-email",
    );
    // Once, even with React's doubled effects; the token left the address bar.
    const verifications = posts(fetchMock, "/api/auth/verify-email");
    expect(verifications).toHaveLength(1);
    expect(JSON.parse(String(verifications[0]![1]?.body))).toEqual({ token: "tok-1" });
  });

  it("signed out: the success offers sign-in", async () => {
    server(null, () => json(200, { user: after }));
    open("/verify-email?token=tok-2");
    expect(await screen.findByRole("heading", { level: 1, name: "Your email address is verified" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
  });

  it("an invalid link: a signed-in fan still waiting gets a new one", async () => {
    const fetchMock = server(before, invalidLink);
    open("/verify-email?token=used");
    expect(await screen.findByRole("heading", { level: 1, name: "This verification link does not work" })).toBeTruthy();
    // The page has settled before the tap, as a fan's would have: the session is known and the
    // token has left the address bar (the effects that follow the first answers have run).
    await screen.findByText("maya@example.test verified=false at /verify-email");
    fireEvent.click(await screen.findByRole("button", { name: "Send a new link" }));
    expect(await screen.findByText("We sent a new link to maya@example.test. It works for 24 hours.")).toBeTruthy();
    expect(posts(fetchMock, "/api/auth/verify-email/resend")).toHaveLength(1);
  });

  it("an invalid link, signed out: sign in to get a new one", async () => {
    server(null, invalidLink);
    open("/verify-email?token=old");
    expect(await screen.findByRole("heading", { level: 1, name: "This verification link does not work" })).toBeTruthy();
    expect(screen.getByText("Sign in to get a new link.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send a new link" })).toBeNull();
  });

  it("no token at all is an invalid link, and nothing is posted", async () => {
    const fetchMock = server(null, () => json(200, { user: after }));
    open("/verify-email");
    expect(await screen.findByRole("heading", { level: 1, name: "This verification link does not work" })).toBeTruthy();
    expect(posts(fetchMock, "/api/auth/verify-email")).toHaveLength(0);
  });

  it("an address another account took meanwhile (409)", async () => {
    server(before, () => json(409, { code: "conflict", message: "An account with this email already exists" }));
    open("/verify-email?token=late");
    expect(await screen.findByRole("heading", { level: 1, name: "This address is already in use" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your profile" }).getAttribute("href")).toBe("/profile");
  });

  it("a failure that is not the link's (500) offers to try again, which posts again", async () => {
    let calls = 0;
    const fetchMock = server(before, () =>
      ++calls === 1 ? json(500, { code: "internal", message: "x" }) : json(200, { user: after }),
    );
    open("/verify-email?token=tok-3");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your address could not be verified yet" }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Your email address is verified" })).toBeTruthy();
    expect(posts(fetchMock, "/api/auth/verify-email")).toHaveLength(2);
  });

  it("reads in the active language", async () => {
    i18n.load("fr", french);
    i18n.activate("fr");
    server(null, invalidLink);
    open("/verify-email?token=fr");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Ce lien de vérification ne fonctionne pas" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Se connecter" })).toBeTruthy();
  });
});

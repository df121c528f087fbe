// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Messages } from "@lingui/core";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { PublicUser } from "@shared/schemas/user";
import { renderScreen } from "@web/test/render-screen";
import { testUser } from "@web/test/users";
import { messages as spanish } from "../../locales/es/app.po";
import EmailBanner from "./email-banner";

const unverified: PublicUser = { ...testUser, email: "maya@example.test", emailVerified: false };
const moving: PublicUser = { ...testUser, email: "maya@example.test", pendingEmail: "maya@new.example" };

const show = (user: PublicUser, language?: { locale: string; messages: Messages }) =>
  renderScreen(<EmailBanner user={user} />, { user, ...language });

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers }));
const banner = () => screen.getByRole("region", { name: "Email confirmation" });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("Email banner", () => {
  it("asks to confirm an unproved address and sends a new link to it", async () => {
    const fetchMock = answer(200, { message: "We have sent you a new verification link." });
    vi.stubGlobal("fetch", fetchMock);
    show(unverified);
    expect(banner().textContent).toContain("Please confirm your email address: we sent a link to maya@example.test.");
    fireEvent.click(within(banner()).getByRole("button", { name: "Resend" }));
    expect(await within(banner()).findByText("We sent a new link to maya@example.test.")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/auth/verify-email/resend",
      expect.objectContaining({ method: "POST", credentials: "include" }),
    );
    // Sent: no second button to press again at once.
    expect(within(banner()).queryByRole("button", { name: "Resend" })).toBeNull();
  });

  it("names the new address while an address change waits for its link", () => {
    show(moving);
    expect(banner().textContent).toContain("Confirm your new address: we sent a link to maya@new.example.");
    expect(banner().textContent).not.toContain("maya@example.test");
  });

  it("says when to try again after too many links (429 with Retry-After)", async () => {
    vi.stubGlobal("fetch", answer(429, { code: "rate_limited", message: "Too many" }, { "Retry-After": "1740" }));
    show(unverified);
    fireEvent.click(within(banner()).getByRole("button", { name: "Resend" }));
    expect(
      await within(banner()).findByText("You asked for several links already. Try again in 29 minutes."),
    ).toBeTruthy();
    // The button stays for a later try.
    expect(within(banner()).getByRole("button", { name: "Resend" })).toBeTruthy();
  });

  it("closes for this tab's session, and comes back for another address", () => {
    show(unverified);
    fireEvent.click(screen.getByRole("button", { name: "Hide the email confirmation notice" }));
    expect(screen.queryByTestId("email-banner")).toBeNull();
    cleanup();
    show(unverified);
    expect(screen.queryByTestId("email-banner")).toBeNull();
    cleanup();
    show(moving);
    expect(screen.getByTestId("email-banner")).toBeTruthy();
  });

  it("draws nothing for a verified address with no change waiting", () => {
    show(testUser);
    expect(screen.queryByTestId("email-banner")).toBeNull();
  });

  it("reads in the active language", () => {
    show(unverified, { locale: "es", messages: spanish });
    const region = screen.getByRole("region", { name: "Confirmación del correo electrónico" });
    expect(region.textContent).toContain("Confirma tu correo electrónico: te enviamos un enlace a maya@example.test.");
    expect(within(region).getByRole("button", { name: "Reenviar" })).toBeTruthy();
  });
});

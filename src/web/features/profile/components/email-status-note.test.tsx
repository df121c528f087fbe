// @vitest-environment jsdom
import type * as React from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import type { PublicUser } from "@shared/schemas/user";
import { renderScreen } from "@web/test/render-screen";
import { testUser } from "@web/test/users";
import { toast } from "@web/components/ui/use-toast";
import { EmailStatusNote } from "./email-status-note";

vi.mock("@web/components/ui/use-toast", () => ({ toast: vi.fn() }));

const moving: PublicUser = { ...testUser, email: "maya@example.test", pendingEmail: "maya@new.example" };

const show = (user: PublicUser) => renderScreen(<EmailStatusNote user={user} />, { user });
const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers }));

beforeEach(() => vi.mocked(toast).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the profile's email note", () => {
  it("sends a new link to the address waiting for one and says where it went", async () => {
    vi.stubGlobal("fetch", answer(200, { message: "Sent" }));
    show(moving);
    expect(screen.getByTestId("email-status").textContent).toContain("maya@new.example");
    fireEvent.click(screen.getByRole("button", { name: "Send a new link" }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Link sent",
        description: "We sent a new link to maya@new.example.",
      }),
    );
  });

  it("still says the link went when the fan has left the profile before the answer", async () => {
    let reply!: (r: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (reply = r)));
    vi.stubGlobal("fetch", fetchMock);
    const { unmount } = show(moving);
    fireEvent.click(screen.getByRole("button", { name: "Send a new link" }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    unmount();
    reply(new Response(JSON.stringify({ message: "Sent" }), { status: 200 }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Link sent",
        description: "We sent a new link to maya@new.example.",
      }),
    );
  });

  it("says when to try again after the third link of the hour", async () => {
    vi.stubGlobal("fetch", answer(429, { message: "Too many" }, { "Retry-After": "600" }));
    show(moving);
    fireEvent.click(screen.getByRole("button", { name: "Send a new link" }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: "destructive",
        title: "Error",
        description: "You asked for several links already. Try again in 10 minutes.",
      }),
    );
  });

  it("sends the link without submitting the profile's form around it", async () => {
    vi.stubGlobal("fetch", answer(200, { message: "Sent" }));
    const submitted = vi.fn((e: React.FormEvent) => e.preventDefault());
    renderScreen(
      <form onSubmit={submitted}>
        <EmailStatusNote user={moving} />
      </form>,
      { user: moving },
    );
    fireEvent.click(screen.getByRole("button", { name: "Send a new link" }));
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Link sent" })));
    expect(submitted).not.toHaveBeenCalled();
  });

  it("is not shown once the address is proved", () => {
    show({ ...testUser, emailVerified: true, pendingEmail: null });
    expect(screen.queryByTestId("email-status")).toBeNull();
  });
});

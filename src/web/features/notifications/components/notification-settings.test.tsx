// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { MemoryRouter } from "react-router";
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from "@shared/schemas/notifications";
import { getQueryFn } from "@web/lib/api";
import { FixedSession } from "@web/lib/session/session-provider";
import { testUser } from "@web/test/users";
import { NotificationSettings } from "./notification-settings";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve() {
  let saved: NotificationPreferences = DEFAULT_NOTIFICATION_PREFERENCES;
  const puts: NotificationPreferences[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/notifications/preferences" && init?.method === "PUT") {
      saved = JSON.parse(String(init.body)) as NotificationPreferences;
      puts.push(saved);
    } else if (url === "/api/users/me/spoiler-shield") return new Response(JSON.stringify({ teamIds: [] }));
    else if (url !== "/api/notifications/preferences") throw new Error(`unexpected ${url}`);
    return new Response(JSON.stringify(saved));
  });
  vi.stubGlobal("fetch", fetchMock);
  return puts;
}

function show(path = "/profile") {
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: getQueryFn({ on401: "throw" }) } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <FixedSession user={testUser}>
          <MemoryRouter initialEntries={[path]}>
            <NotificationSettings />
          </MemoryRouter>
        </FixedSession>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe("Notification settings: event reminder emails", () => {
  it("the switch saves event_reminder.email, the other channels as they were", async () => {
    const puts = serve();
    show();
    // Drawn at once, off and disabled, until the preferences are read.
    const emails = await screen.findByRole("switch", { name: "Event reminder emails" });
    await waitFor(() => expect(emails.getAttribute("aria-checked")).toBe("true"));
    expect(emails.hasAttribute("disabled")).toBe(false);
    fireEvent.click(emails);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.event_reminder).toEqual({ inApp: true, push: true, email: false });
    expect(puts[0]!.friend_request).toEqual({ inApp: true, push: true });
    await waitFor(() =>
      expect(screen.getByRole("switch", { name: "Event reminder emails" }).getAttribute("aria-checked")).toBe("false"),
    );
  });

  it("is the #notifications anchor, scrolled to once drawn when the address asks for it", async () => {
    serve();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    show("/profile#notifications");
    await screen.findByRole("switch", { name: "Event reminder emails" });
    const card = document.getElementById("notifications");
    expect(card?.textContent).toContain("Notifications");
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toBe(card);
  });
});

// Web Push in the service worker: show what the server pushed (already spoiler-shielded), and on
// a tap focus an open FanZone window at the notification's subject, or open one.
import type { PushPayload } from "@shared/schemas/notifications";

// The few worker types used here, typed locally (see sw.ts).
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface PushScope {
  location: { origin: string };
  navigator?: { language?: string };
  registration: { showNotification(title: string, options: object): Promise<void> };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  addEventListener(type: "push", listener: (event: PushLikeEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: ClickEvent) => void): void;
}
interface PushLikeEvent {
  data: { json(): unknown } | null;
  waitUntil(p: Promise<unknown>): void;
}
interface ClickEvent {
  notification: { data: unknown; close(): void };
  waitUntil(p: Promise<unknown>): void;
}

/** Only paths of this app: a payload never sends the user elsewhere. */
function safePath(url: unknown): string {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/";
}

// The server sends every push's text in its recipient's language; this is only for a push that
// arrives without one. The worker loads no catalogue (it stays small), so the one sentence it may
// need is here in each language, picked by the browser's.
/* eslint-disable lingui/no-unlocalized-strings -- the worker's own three-language fallback */
const GENERIC_BODY: Record<string, string> = {
  en: "You have a new notification",
  es: "Tienes una notificación nueva",
  fr: "Vous avez une nouvelle notification",
};
/* eslint-enable lingui/no-unlocalized-strings */

function genericBody(language: string | undefined): string {
  return GENERIC_BODY[(language ?? "en").slice(0, 2).toLowerCase()] ?? GENERIC_BODY.en!;
}

export function registerPushHandlers(self: PushScope) {
  self.addEventListener("push", (event) => {
    let payload: unknown;
    try {
      payload = event.data?.json() ?? null;
    } catch {
      payload = null; // not JSON: show the generic text
    }
    // Checked by hand: the worker stays small (no schema library in it).
    const given = (payload ?? {}) as Partial<Record<keyof PushPayload, unknown>>;
    const text = (v: unknown, fallback: string) => (typeof v === "string" && v ? v.slice(0, 300) : fallback);
    const p = {
      title: text(given.title, "FanZone"),
      body: text(given.body, genericBody(self.navigator?.language)),
      url: given.url,
      tag: text(given.tag, "fanzone"),
      // Absent (every push but a game's): a replacement alerts again, as a growing like group does.
      renotify: given.renotify !== false,
    };
    event.waitUntil(
      self.registration.showNotification(p.title, {
        body: p.body,
        tag: p.tag,
        // A push of the same tag replaces the notification in the tray (a collapsed like group, a
        // game's latest state); it alerts again unless the server said this one is silent.
        renotify: p.renotify,
        icon: "/icons/icon-192.png",
        badge: "/icons/icon-192.png",
        data: { url: safePath(p.url) },
      }),
    );
  });

  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const path = safePath((event.notification.data as { url?: unknown } | null)?.url);
    const target = new URL(path, self.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
        if (open) {
          const focused = await open.focus();
          await focused.navigate(target).catch(() => null);
          return;
        }
        await self.clients.openWindow(target);
      })(),
    );
  });
}

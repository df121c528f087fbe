// Apart from the notification schemas, so the bell on every signed-in screen loads no validation library.
import type { NotificationSubject } from "./schemas/notifications";

/** The app path that shows a notification's subject (a fragment names the card on a list page). */
export function subjectPath(subject: NotificationSubject): string {
  const id = encodeURIComponent(String(subject.id));
  switch (subject.kind) {
    case "post":
      // Only a post's author hears about it: their posts are on their profile.
      return `/profile#post-${id}`;
    case "community":
      return `/communities/${id}`;
    case "event":
      return `/events#event-${id}`;
    case "user":
      return `/users/${id}`;
    case "game":
      return `/scores#game-${id}`;
  }
}

// Apart from the notification schemas, so the bell on every signed-in screen loads no validation library.
import type { NotificationSubject } from "./schemas/notifications";

/** The app path that shows a notification's subject: every subject has a page of its own. */
export function subjectPath(subject: NotificationSubject): string {
  const id = encodeURIComponent(String(subject.id));
  switch (subject.kind) {
    case "post":
      return `/posts/${id}`;
    case "community":
      return `/communities/${id}`;
    case "event":
      return `/events/${id}`;
    case "user":
      return `/users/${id}`;
    case "game":
      return `/games/${id}`;
  }
}

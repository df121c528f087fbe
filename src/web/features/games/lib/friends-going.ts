import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";

/** "Sam is going", "Sam and Alex are going", "Sam, Alex and 3 more friends are going". */
export function friendsGoingText(friends: readonly { firstName: string }[], i18n: I18n): string {
  const [first, second] = friends.map((f) => f.firstName);
  if (first === undefined) return "";
  if (second === undefined) return i18n._(msg`${first} is going`);
  const more = friends.length - 2;
  if (more === 0) return i18n._(msg`${first} and ${second} are going`);
  return i18n._(
    msg`${first}, ${second} and ${plural(more, { one: "# more friend are going", other: "# more friends are going" })}`,
  );
}

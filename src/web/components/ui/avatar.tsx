import * as React from "react";
import { useLingui } from "@lingui/react/macro";
import { cn } from "@web/lib/cn";

/**
 * A person's avatar: the picture over their initials, which show while it loads and stay if it
 * cannot be loaded. A plain image rather than Radix's Avatar, which waits for each picture in an
 * effect and draws the card again once it has loaded: a feed draws a dozen avatars on its first
 * screen, and every such draw was a render of its own. The markup is the same on the server
 * (the feed's first posts in the page) and in the browser, so hydration keeps it.
 */
export function UserAvatar({
  user,
  className,
}: {
  user: { firstName?: string | null; lastName?: string | null; username?: string | null; avatar?: string | null };
  className?: string;
}) {
  const { t } = useLingui();
  const [failed, setFailed] = React.useState(false);
  const initials =
    `${user.firstName?.[0] ?? ""}${user.lastName?.[0] ?? ""}`.toUpperCase() ||
    (user.username?.[0] ?? "?").toUpperCase();
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username || t`User`;
  const picture = user.avatar && !failed ? user.avatar : null;
  // An error before React took over the page (hydration) fired no handler. One callback for the
  // avatar's life: a new one each render would be detached and attached again at every commit.
  const checkLoaded = React.useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <span className={cn("relative flex h-10 w-10 shrink-0 overflow-hidden rounded-full", className)}>
      <span
        role={picture ? undefined : "img"}
        aria-label={picture ? undefined : name}
        aria-hidden={picture ? true : undefined}
        className="flex h-full w-full items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary"
      >
        {initials}
      </span>
      {picture ? (
        <img
          src={picture}
          alt={name}
          className="absolute inset-0 aspect-square h-full w-full object-cover"
          onError={() => setFailed(true)}
          ref={checkLoaded}
        />
      ) : null}
    </span>
  );
}

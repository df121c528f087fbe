import * as React from "react";
import { useLingui } from "@lingui/react/macro";
import { Avatar as A } from "radix-ui";
import { cn } from "@web/lib/cn";

export function Avatar({ className, ...props }: React.ComponentProps<typeof A.Root>) {
  return (
    <A.Root className={cn("relative flex h-10 w-10 shrink-0 overflow-hidden rounded-full", className)} {...props} />
  );
}
export function AvatarImage({ className, ...props }: React.ComponentProps<typeof A.Image>) {
  return <A.Image className={cn("aspect-square h-full w-full object-cover", className)} {...props} />;
}
export function AvatarFallback({ className, ...props }: React.ComponentProps<typeof A.Fallback>) {
  return (
    <A.Fallback
      className={cn(
        "flex h-full w-full items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary",
        className,
      )}
      {...props}
    />
  );
}

/** A person's avatar with initials as fallback. */
export function UserAvatar({
  user,
  className,
}: {
  user: { firstName?: string | null; lastName?: string | null; username?: string | null; avatar?: string | null };
  className?: string;
}) {
  const { t } = useLingui();
  const initials =
    `${user.firstName?.[0] ?? ""}${user.lastName?.[0] ?? ""}`.toUpperCase() ||
    (user.username?.[0] ?? "?").toUpperCase();
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username || t`User`;
  return (
    <Avatar className={className}>
      {user.avatar ? <AvatarImage src={user.avatar} alt={name} /> : null}
      <AvatarFallback aria-label={name}>{initials}</AvatarFallback>
    </Avatar>
  );
}

import * as React from "react";
import { Link } from "react-router";
import { UserAvatar } from "@web/components/ui/avatar";

/** Avatar, name, @username and location, linking to the profile; actions on the right. */
export function PersonRow({
  person,
  children,
}: {
  person: {
    id: number;
    firstName: string;
    lastName: string;
    username: string;
    avatar: string | null;
    location?: string | null;
  };
  children?: React.ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2" data-testid="person-row">
      <Link to={`/users/${person.id}`} className="flex min-w-0 flex-1 items-center gap-3 rounded-md hover:bg-muted/60">
        <UserAvatar user={person} />
        <span className="min-w-0">
          <span className="block truncate font-medium">
            {person.firstName} {person.lastName}
          </span>
          <span className="block truncate text-xs text-muted-foreground">
            @{person.username}
            {person.location ? ` · ${person.location}` : ""}
          </span>
        </span>
      </Link>
      {children ? <span className="ml-auto flex shrink-0 gap-2">{children}</span> : null}
    </li>
  );
}

import { useNavigate } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Bell, CalendarClock, Trophy } from "lucide-react";
import type { Locale } from "@shared/i18n/locales";
import { relativeTime } from "@shared/relative-time";
import type { AppNotification } from "@shared/schemas/notifications";
import { subjectPath } from "@shared/notification-paths";
import { Button } from "@web/components/ui/button";
import { UserAvatar } from "@web/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { cn } from "@web/lib/cn";
import { useNow } from "@web/lib/use-now";
import { useMarkRead, useNotifications } from "../api/notifications";

/** The bell shows this many of the latest items. */
const SHOWN = 10;

function ItemIcon({ item }: { item: AppNotification }) {
  if (item.actor) return <UserAvatar user={item.actor} className="h-9 w-9 shrink-0" />;
  const Icon = item.type === "event_reminder" ? CalendarClock : Trophy;
  return (
    <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
      <Icon className="h-4 w-4" aria-hidden="true" />
    </span>
  );
}

/**
 * The open menu's items. A component of its own, so that the items (and their relative times,
 * whose first formatter loads the language's data: tens of milliseconds on a phone) are drawn
 * when the menu opens, not on every render of the header, nor while the page starts.
 */
function NotificationList({ items, onOpen }: { items: AppNotification[]; onOpen: (item: AppNotification) => void }) {
  const { t, i18n } = useLingui();
  const now = useNow();
  return (
    <div className="max-h-[min(28rem,70vh)] overflow-y-auto p-1" data-testid="notification-list">
      {items.slice(0, SHOWN).map((item) => (
        <DropdownMenuItem
          key={item.id}
          onSelect={() => onOpen(item)}
          className={cn("items-start gap-3 px-2 py-2", !item.readAt && "bg-primary/5")}
          data-testid="notification-item"
          data-unread={item.readAt ? undefined : true}
        >
          <ItemIcon item={item} />
          <span className="min-w-0 flex-1">
            <span className="block text-sm leading-snug [overflow-wrap:anywhere]">{item.text}</span>
            <span className="block text-xs text-muted-foreground">
              {relativeTime(item.createdAt, now, i18n.locale as Locale)}
            </span>
          </span>
          {!item.readAt ? (
            <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-primary" aria-label={t`Unread`} />
          ) : null}
        </DropdownMenuItem>
      ))}
    </div>
  );
}

/** The header's bell: unread count, the latest items, "Mark all as read"; an item opens its subject. */
export function NotificationBell() {
  const { t } = useLingui();
  const q = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = q.data?.unreadCount ?? 0;
  const items = q.data?.items;
  const badge = unread > 99 ? "99+" : String(unread);

  const open = (item: AppNotification) => {
    if (!item.readAt) markRead.mutate({ ids: [item.id] });
    navigate(subjectPath(item.subject));
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread ? t`Notifications, ${unread} unread` : t`Notifications`}
          data-testid="notification-bell"
        >
          <Bell />
          {unread > 0 ? (
            <span
              className="absolute right-1 top-1 grid h-4 min-w-4 place-items-center rounded-full bg-destructive px-1 text-[10px] font-bold leading-none text-destructive-foreground"
              data-testid="notification-count"
              aria-hidden="true"
            >
              {badge}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenuLabel className="p-0 text-base">
            <Trans>Notifications</Trans>
          </DropdownMenuLabel>
          {unread > 0 ? (
            <Button
              variant="link"
              size="sm"
              className="h-auto p-0"
              onClick={(e) => {
                e.preventDefault(); // keep the menu open
                markRead.mutate({ all: true });
              }}
            >
              <Trans>Mark all as read</Trans>
            </Button>
          ) : null}
        </div>
        <DropdownMenuSeparator className="my-0" />
        {q.isPending ? (
          <p className="px-3 py-4 text-sm text-muted-foreground">
            <Trans>Loading…</Trans>
          </p>
        ) : q.isError ? (
          <p className="px-3 py-4 text-sm text-muted-foreground">
            <Trans>Notifications could not be loaded.</Trans>
          </p>
        ) : !items?.length ? (
          <p className="px-3 py-4 text-sm text-muted-foreground">
            <Trans>You're all caught up.</Trans>
          </p>
        ) : (
          <NotificationList items={items} onOpen={open} />
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@shared/i18n/locales";
import { relativeTime } from "@shared/relative-time";
import { formatDateTime } from "@web/lib/i18n/time-format";
import { useTimeZone } from "@web/lib/i18n/use-time-zone";

/** "· edited 5 minutes ago" after a post's or comment's time; the exact time (the viewer's zone) on hover. */
export function EditedMark({ editedAt, now }: { editedAt: string | null; now: number }) {
  const { t, i18n } = useLingui();
  const zone = useTimeZone();
  if (!editedAt) return null;
  const locale = i18n.locale as Locale;
  const exact = formatDateTime(new Date(editedAt), locale, zone, true);
  const ago = relativeTime(editedAt, now, locale);
  return (
    <span data-testid="edited-mark" title={t`Edited ${exact}`}>
      {" "}
      <Trans>
        · edited <time dateTime={editedAt}>{ago}</time>
      </Trans>
    </span>
  );
}

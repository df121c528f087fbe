import { Trans, useLingui } from "@lingui/react/macro";
import { ExternalLink } from "lucide-react";
import type { Locale } from "@shared/i18n/locales";
import type { NewsArticle } from "@shared/schemas/news";
import { isBreaking } from "@shared/news";
import { relativeTime } from "@shared/relative-time";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";

/**
 * SPEC §2 News card: title, summary, author, image, source link, relative time; BREAKING when
 * the relative time speaks of minutes or hours. No like or comment counts: news has none.
 */
export function NewsCard({ article, compact = false, now }: { article: NewsArticle; compact?: boolean; now?: number }) {
  const { i18n } = useLingui();
  const when = relativeTime(article.publishedAt, now, i18n.locale as Locale);
  const author = article.author;
  return (
    <article
      className={cn("flex gap-3 rounded-md border p-3", compact ? "items-start" : "flex-col sm:flex-row")}
      data-testid="news-card"
    >
      {article.imageUrl ? (
        <img
          src={article.imageUrl}
          alt=""
          loading="lazy"
          className={cn(
            "shrink-0 rounded-md bg-muted object-cover",
            compact ? "h-16 w-24" : "h-32 w-full sm:h-24 sm:w-40",
          )}
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="mb-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {isBreaking(article.publishedAt, now) ? (
            <Badge variant="live">
              <Trans>BREAKING</Trans>
            </Badge>
          ) : null}
          <time dateTime={article.publishedAt}>{when}</time>
        </div>
        <h3 className={cn("font-semibold leading-snug", compact ? "line-clamp-2 text-sm" : "text-base")}>
          {article.title}
        </h3>
        {article.summary ? (
          <p className={cn("mt-1 text-sm text-muted-foreground", compact ? "line-clamp-2" : "line-clamp-3")}>
            {article.summary}
          </p>
        ) : null}
        <div className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
          <span>
            <Trans>By {author}</Trans>
          </span>
          {article.sourceUrl ? (
            <a
              href={article.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
            >
              <Trans>Source</Trans> <ExternalLink className="h-3 w-3" aria-hidden="true" />
              <span className="sr-only">
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}

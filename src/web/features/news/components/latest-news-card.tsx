import { Trans } from "@lingui/react/macro";
import { ExternalLink, Newspaper } from "lucide-react";
import { DASHBOARD_LIMITS } from "@shared/limits";
import { EXTERNAL_NEWS_URL } from "@shared/news";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useNews } from "../api/news";
import { NewsCard } from "./news-card";

/** The dashboard's 'Latest Sports News' card: up to 5 articles; 'View All' opens a sports news site. */
export function LatestNewsCard() {
  const q = useNews();
  const items = (q.data ?? []).slice(0, DASHBOARD_LIMITS.news);
  return (
    <Card data-testid="latest-news-card">
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="flex min-w-0 items-center gap-2">
          <Newspaper className="h-5 w-5 text-primary" aria-hidden="true" /> <Trans>Latest Sports News</Trans>
        </CardTitle>
        <Button asChild size="sm" variant="outline">
          <a href={EXTERNAL_NEWS_URL} target="_blank" rel="noopener noreferrer">
            <Trans>View All</Trans> <ExternalLink aria-hidden="true" />
            <span className="sr-only">
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {q.isPending ? (
          Array.from({ length: DASHBOARD_LIMITS.news }, (_, i) => <Skeleton key={i} className="h-20 w-full" />)
        ) : items.length === 0 ? (
          <p className="py-2 text-sm text-muted-foreground">
            <Trans>No news available at the moment.</Trans>
          </p>
        ) : (
          items.map((a) => <NewsCard key={a.id} article={a} compact />)
        )}
      </CardContent>
    </Card>
  );
}

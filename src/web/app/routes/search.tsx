import * as React from "react";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import { Search } from "lucide-react";
import { SEARCH_QUERY_MAX } from "@shared/limits";
import { LoadError } from "@web/components/load-error";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { useDebounced } from "@web/lib/use-debounced";
import { SearchResults, useSearch } from "@web/features/search";

// The page's name, a noun where a language tells it from the verb ("Recherche", not "Rechercher").
const TITLE = msg({ message: "Search", context: "page title" });

/** /search?q=: one field, and the hits grouped into teams, people, communities and events. */
export default function SearchPage() {
  const { i18n, t } = useLingui();
  const [params, setParams] = useSearchParams();
  const [text, setText] = React.useState(() => params.get("q") ?? "");
  const q = useDebounced(text.trim(), 250);
  const results = useSearch(q);
  // The address follows what is searched (shareable, and Back returns to it), without a history entry per letter.
  React.useEffect(() => {
    if ((params.get("q") ?? "") !== q) setParams(q ? { q } : {}, { replace: true });
  }, [q, params, setParams]);
  // A new ?q= from the header's field while on this page replaces the text.
  const fromUrl = params.get("q") ?? "";
  const lastUrl = React.useRef(fromUrl);
  React.useEffect(() => {
    if (fromUrl !== lastUrl.current && fromUrl !== q) setText(fromUrl);
    lastUrl.current = fromUrl;
  }, [fromUrl, q]);

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{i18n._(TITLE)}</h1>
      <form role="search" onSubmit={(e) => e.preventDefault()} className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id="search-page-field"
          type="search"
          // The page exists to type in: a tap on the bottom bar's Search lands in the field.
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`Try “Lakers”, a fan's name or a watch party`}
          aria-label={t`Search teams, people, communities and events`}
          maxLength={SEARCH_QUERY_MAX}
          className="h-12 pl-10 text-base"
        />
      </form>
      {!q ? (
        <p className="text-sm text-muted-foreground">{t`Find teams, fans, communities and events. Press / or Ctrl+K anywhere to search.`}</p>
      ) : results.isError ? (
        <LoadError what={t`the results`} onRetry={() => void results.refetch()} />
      ) : !results.data ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-40 w-full" />
          ))}
        </div>
      ) : (
        <div aria-live="polite" aria-busy={results.isFetching} data-testid="search-results">
          <SearchResults results={results.data} />
        </div>
      )}
    </div>
  );
}

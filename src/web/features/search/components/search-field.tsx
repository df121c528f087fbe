import * as React from "react";
import { useLingui } from "@lingui/react/macro";
import { Link, useLocation, useNavigate } from "react-router";
import { Search } from "lucide-react";
import { SEARCH_QUERY_MAX } from "@shared/limits";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { searchPath } from "../api/search";
import { useSearchHotkey } from "../lib/search-hotkey";

/** The input id the shortcuts focus (the /search page's own field has its own). */
const FIELD_ID = "header-search";
/** The shortcuts, as aria-keyshortcuts names them (useSearchHotkey). */
const KEY_SHORTCUTS = "/ Control+K Meta+K";

/**
 * The header's search: a field on wide screens, a button to /search on narrower ones. "/" or
 * Ctrl/Cmd-K focuses the field, or opens /search where the field is not shown (or already on it).
 */
export function SearchField() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [text, setText] = React.useState("");
  useSearchHotkey(() => {
    const field = document.getElementById(FIELD_ID);
    // The search page's own field takes the shortcut there; a hidden header field cannot.
    if (pathname !== "/search" && field instanceof HTMLInputElement && field.offsetParent !== null) field.focus();
    else if (pathname === "/search") document.getElementById("search-page-field")?.focus();
    else navigate("/search");
  });
  return (
    <>
      <form
        role="search"
        className="relative hidden w-56 shrink-0 xl:block"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(searchPath(text));
          setText("");
          (document.getElementById(FIELD_ID) as HTMLInputElement | null)?.blur();
        }}
      >
        <Search
          className="pointer-events-none absolute left-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={FIELD_ID}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`Search teams, fans…`}
          aria-label={t`Search FanZone`}
          aria-keyshortcuts={KEY_SHORTCUTS}
          maxLength={SEARCH_QUERY_MAX}
          className="h-9 pl-8 pr-7"
        />
        <kbd
          className="pointer-events-none absolute right-2 top-1/2 -translate-y-1/2 rounded border px-1 text-[10px] text-muted-foreground"
          aria-hidden="true"
        >
          /
        </kbd>
      </form>
      <Button asChild variant="ghost" size="icon" className="xl:hidden">
        <Link to="/search" aria-label={t`Search`} aria-keyshortcuts={KEY_SHORTCUTS}>
          <Search aria-hidden="true" />
        </Link>
      </Button>
    </>
  );
}

import * as React from "react";

/** True when a key press is meant for a field the person is typing in. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * "/" (outside a text field) and Ctrl-K / Cmd-K (anywhere) call `onSearch`: the search field's
 * shortcuts, as on most sites with one.
 */
export function useSearchHotkey(onSearch: () => void) {
  const latest = React.useRef(onSearch);
  React.useEffect(() => {
    latest.current = onSearch;
  });
  React.useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const commandK = (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "k";
      const slash = e.key === "/" && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target);
      if (!commandK && !slash) return;
      e.preventDefault();
      latest.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}

import * as React from "react";

/**
 * How far beyond the screen the next part of a list starts loading: below the viewport, and
 * below the visible part of a scroll box the list sits in (the desktop board's): without
 * `scrollMargin` a box clips the sentinel until it is in sight, however wide the root's margin.
 */
const PRELOAD_MARGIN = "400px 0px";

/**
 * Calls `onVisible` when the bottom of a list nears the screen (infinite scroll, or a long list
 * drawn a part at a time). It reports once each time it comes near: a list that grows should
 * mount it again (a new `key`) or toggle `disabled`, so a sentinel still in sight after the
 * growth reports again.
 */
export function InfiniteSentinel({ onVisible, disabled = false }: { onVisible: () => void; disabled?: boolean }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const latest = React.useRef(onVisible);
  React.useEffect(() => {
    latest.current = onVisible;
  });
  React.useEffect(() => {
    const el = ref.current;
    if (!el || disabled || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      rootMargin: PRELOAD_MARGIN,
      scrollMargin: PRELOAD_MARGIN,
    });
    io.observe(el);
    return () => io.disconnect();
  }, [disabled]);
  return <div ref={ref} aria-hidden="true" className="h-px" />;
}

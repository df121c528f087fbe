import * as React from "react";

/** How far below the screen the next page starts loading. */
const PRELOAD_MARGIN = "400px 0px";

/** Calls `onVisible` when the bottom of a list scrolls into view (infinite scroll). */
export function InfiniteSentinel({ onVisible, disabled }: { onVisible: () => void; disabled: boolean }) {
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
    });
    io.observe(el);
    return () => io.disconnect();
  }, [disabled]);
  return <div ref={ref} aria-hidden="true" className="h-px" />;
}

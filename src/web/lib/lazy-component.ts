import * as React from "react";

/**
 * A component whose module loads when it is first drawn, and `prefetch`, which starts that load
 * sooner (when a pointer or the focus reaches what opens it). Forms with their schemas and
 * validation library stay out of the first screen's work this way (docs/decisions/0610).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyComponent<T extends React.ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return { Component: React.lazy(load), prefetch: () => void load().catch(() => undefined) };
}

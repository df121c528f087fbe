// A first screen's route as the declaration keys it (./screens.ts): a path, or a pattern with
// `:name` segments ("/games/:gameId") as the app's router writes it. Kept free of imports: the
// web app's entry (src/web/main.tsx) matches its page's pattern before anything else loads.

/** Whether `path` is a path of the route `pattern`: each `:name` segment stands for one non-empty segment. */
export function routeMatches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const have = path.split("/");
  return (
    want.length === have.length && want.every((seg, i) => (seg.startsWith(":") ? have[i] !== "" : seg === have[i]))
  );
}

/**
 * The name of a route's prerendered page (pages/<name>.html): "/" is "index", a pattern's
 * `:name` segments are "_" ("/games/:gameId" is "games-_"), its slashes dashes.
 */
export const pageName = (pattern: string) =>
  pattern === "/"
    ? "index"
    : pattern
        .slice(1)
        .split("/")
        .map((seg) => (seg.startsWith(":") ? "_" : seg))
        .join("-");

/** A path of the route `pattern` to draw it at build time: each `:name` segment is "_". */
export const samplePath = (pattern: string) =>
  pattern
    .split("/")
    .map((seg) => (seg.startsWith(":") ? "_" : seg))
    .join("/");

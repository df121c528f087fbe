/**
 * `fn` over `items` with at most `limit` calls in flight at once; the results in the items'
 * order. For fan-outs to a provider (a player page's game summaries) that must not open a burst
 * of requests at once. A rejection rejects the whole, as Promise.all does.
 */
export async function mapBounded<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return results;
}

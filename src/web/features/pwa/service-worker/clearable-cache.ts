// Sign-out deletes the saved reads, but a read already on its way (a refetch as the network
// came back, say) would otherwise put the signed-out user's answer back into a fresh cache
// after the delete. Each clear starts a new generation; an answer is saved only if its read
// started in the current one.
//
// The check before the save is not enough on its own: Workbox opens the cache and writes after
// asking (`cacheWillUpdate`), and its expiration plugin opens the cache again after each write,
// and opening a deleted cache creates it anew. A clear that lands in between would leave the
// answer (or an empty cache) behind, so a read that outlived a clear deletes the cache again
// once its write is done (`cacheDidUpdate`, after the other plugins').

interface PluginState {
  generation?: number;
}

export function createClearableCache(storage: Pick<CacheStorage, "delete"> = caches) {
  let generation = 0;
  return {
    /** Workbox plugin for the strategy that writes the cache; list it last. */
    plugin: {
      async handlerWillStart({ state }: { state?: PluginState }) {
        if (state) state.generation = generation;
      },
      async cacheWillUpdate({ response, state }: { response: Response; state?: PluginState }) {
        return state?.generation === generation ? response : null;
      },
      async cacheDidUpdate({ cacheName, state }: { cacheName: string; state?: PluginState }) {
        if (state?.generation !== generation) await storage.delete(cacheName);
      },
    },
    /** Reads started before this call are no longer saved. */
    startNewGeneration() {
      generation += 1;
    },
  };
}

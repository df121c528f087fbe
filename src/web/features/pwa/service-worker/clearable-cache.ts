// Sign-out deletes the saved reads, but a read already on its way (a refetch as the network
// came back, say) would otherwise put the signed-out user's answer back into a fresh cache
// after the delete. Each clear starts a new generation; an answer is saved only if its read
// started in the current one.

interface PluginState {
  generation?: number;
}

export function createClearableCache() {
  let generation = 0;
  return {
    /** Workbox plugin for the strategy that writes the cache. */
    plugin: {
      async handlerWillStart({ state }: { state?: PluginState }) {
        if (state) state.generation = generation;
      },
      async cacheWillUpdate({ response, state }: { response: Response; state?: PluginState }) {
        return state?.generation === generation ? response : null;
      },
    },
    /** Reads started before this call are no longer saved. */
    startNewGeneration() {
      generation += 1;
    },
  };
}

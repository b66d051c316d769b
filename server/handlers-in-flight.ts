/**
 * Counts request handlers that are still running. A handler goes on after its client has left:
 * the connection is closed, so the HTTP server's `close` is satisfied, but the handler still has
 * queries to make. Shutdown waits for this count to reach zero before closing the database,
 * which would otherwise fail those queries half-way through a request.
 */
export function createHandlersInFlight() {
  let running = 0;
  const waiting: (() => void)[] = [];

  return {
    /** The same handler, counted from its call until the promise it returns settles. */
    track<Args extends unknown[]>(handler: (...args: Args) => unknown) {
      return async (...args: Args): Promise<void> => {
        running += 1;
        try {
          await handler(...args);
        } finally {
          running -= 1;
          if (running === 0) for (const resolve of waiting.splice(0)) resolve();
        }
      };
    },
    /** Resolves once no tracked handler is running. */
    idle(): Promise<void> {
      return running === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

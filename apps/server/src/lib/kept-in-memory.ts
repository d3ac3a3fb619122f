/**
 * A value read from the database on almost every request and changed a few times a year (the
 * services on offer, the current tariff, the fleet): kept in memory for `ttlMs`, and dropped at
 * once by `invalidate()` when this instance changes it. Another instance's change shows here
 * after at most `ttlMs`. A failed read is not kept: the next request tries again. Concurrent
 * requests share one read (docs/decisions/0037-request-hot-path.md).
 */
export const keptInMemory = <T>(read: () => PromiseLike<T>, ttlMs: number) => {
  let cached: { at: number; value: Promise<T> } | undefined;
  return {
    /** the value and the instant it was read at (what is derived from it may be kept with it) */
    entry(now = Date.now()): { at: number; value: Promise<T> } {
      if (!cached || now - cached.at > ttlMs) {
        // a real promise, settled once: a query builder is a thenable that runs its query again
        // at every await (drizzle's), which would keep nothing
        const value = Promise.resolve(read());
        const entry = { at: now, value };
        cached = entry;
        value.catch(() => {
          if (cached === entry) cached = undefined;
        });
      }
      return cached;
    },
    get(now = Date.now()): Promise<T> {
      return this.entry(now).value;
    },
    invalidate() {
      cached = undefined;
    },
  };
};

export type KeptInMemory<T> = ReturnType<typeof keptInMemory<T>>;

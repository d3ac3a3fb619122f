import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

interface Counter {
  current: number;
  /** when the window of this counter ends, in ms since the epoch */
  resetAt: number;
}

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * The in-memory counters of one limiter, in bounded memory without ever forgetting a live
 * counter: an LRU (the library's own store) lets a flood of fresh keys evict the counter of the
 * account under attack, and so hands out fresh tries. Here a counter lives until its window
 * ends; when `capacity` counters are live, every new key shares one overflow counter, which is
 * then limited quickly, instead of pushing a live counter out. See
 * docs/decisions/0018-rate-limits.md.
 */
export class BoundedStore implements FastifyRateLimitStore {
  /** insertion order is expiry order: every counter of a limiter has the same window */
  private readonly counters = new Map<string, Counter>();
  private overflow: Counter | undefined;

  constructor(private readonly capacity: number) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    const counter = this.live(key, now) ?? this.open(key, now, timeWindow);
    counter.current += 1;
    callback(null, { current: counter.current, ttl: counter.resetAt - now });
  }

  /** The state of a key without counting a request (the library's `increment: false`). */
  read(key: string, callback: Callback): void {
    const now = Date.now();
    const counter = this.live(key, now) ?? (this.isFull(now) ? this.liveOverflow(now) : undefined);
    callback(
      null,
      counter ? { current: counter.current, ttl: counter.resetAt - now } : { current: 0, ttl: 0 },
    );
  }

  /** Each limiter (the global one, each named route limit) counts in a store of its own. */
  child(): BoundedStore {
    return new BoundedStore(this.capacity);
  }

  /** The number of counters held, overflow aside (for the tests of the bound). */
  get size(): number {
    return this.counters.size;
  }

  private live(key: string, now: number): Counter | undefined {
    const counter = this.counters.get(key);
    if (counter && counter.resetAt <= now) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }

  private liveOverflow(now: number): Counter | undefined {
    return this.overflow && this.overflow.resetAt > now ? this.overflow : undefined;
  }

  private isFull(now: number): boolean {
    this.purgeExpired(now);
    return this.counters.size >= this.capacity;
  }

  private open(key: string, now: number, timeWindow: number): Counter {
    if (this.isFull(now)) {
      this.overflow = this.liveOverflow(now) ?? { current: 0, resetAt: now + timeWindow };
      return this.overflow;
    }
    const counter = { current: 0, resetAt: now + timeWindow };
    this.counters.set(key, counter);
    return counter;
  }

  /** Drops the ended counters at the head of the map: the oldest end first. */
  private purgeExpired(now: number): void {
    for (const [key, counter] of this.counters) {
      if (counter.resetAt > now) return;
      this.counters.delete(key);
    }
  }
}

/** The store class the rate-limit plugin instantiates, with `capacity` counters per limiter. */
export const boundedStore = (capacity: number): FastifyRateLimitStoreCtor =>
  class extends BoundedStore {
    constructor() {
      super(capacity);
    }
  };

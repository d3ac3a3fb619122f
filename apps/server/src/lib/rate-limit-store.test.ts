import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoundedStore } from './rate-limit-store';

const WINDOW_MS = 60_000;
const MAX = 3;

const incr = (store: BoundedStore, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) => {
    store.incr(
      key,
      (error, result) => (error || !result ? reject(error) : resolve(result)),
      WINDOW_MS,
    );
  });
const read = (store: BoundedStore, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) => {
    store.read(key, (error, result) => (error || !result ? reject(error) : resolve(result)));
  });

afterEach(() => vi.useRealTimers());

describe('the in-memory rate-limit store', () => {
  it('keeps the counter of an attacked key through a flood of fresh keys', async () => {
    const store = new BoundedStore(100);
    for (let i = 0; i < MAX + 1; i += 1) await incr(store, 'victim@example.test');
    for (let i = 0; i < 10_000; i += 1) await incr(store, `fresh-${i}@example.test`);
    expect((await incr(store, 'victim@example.test')).current).toBe(MAX + 2);
    expect(store.size).toBe(100);
  });

  it('counts every new key together once full, so a flood is limited at once', async () => {
    const store = new BoundedStore(2);
    await incr(store, 'a');
    await incr(store, 'b');
    const overflow = [];
    for (let i = 0; i < 5; i += 1) overflow.push((await incr(store, `new-${i}`)).current);
    expect(overflow).toEqual([1, 2, 3, 4, 5]);
    expect((await read(store, 'another-new-key')).current).toBe(5);
    expect((await incr(store, 'a')).current).toBe(2);
  });

  it('frees the room of ended windows, and starts a key again from one', async () => {
    vi.useFakeTimers();
    const store = new BoundedStore(2);
    await incr(store, 'a');
    await incr(store, 'a');
    await incr(store, 'b');
    vi.advanceTimersByTime(WINDOW_MS);
    expect(await read(store, 'a')).toEqual({ current: 0, ttl: 0 });
    expect(await incr(store, 'c')).toEqual({ current: 1, ttl: WINDOW_MS });
    expect(await incr(store, 'a')).toEqual({ current: 1, ttl: WINDOW_MS });
    expect(store.size).toBe(2);
  });

  it('gives each limiter a store of its own', async () => {
    const store = new BoundedStore(10);
    await incr(store, 'key');
    expect((await incr(store.child(), 'key')).current).toBe(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createCoalescer } from './coalesce';

/** A flush whose calls the test finishes one by one. */
const controlledFlush = () => {
  const flushes: { items: string[]; finish(error?: Error): void }[] = [];
  const record = createCoalescer<string>(
    (items) =>
      new Promise((resolve, reject) => {
        flushes.push({
          items,
          // every item is recorded but 'lost', whose claim another runner took
          finish: (error) =>
            error ? reject(error) : resolve(new Set(items.filter((item) => item !== 'lost'))),
        });
      }),
  );
  return { flushes, record };
};

describe('createCoalescer', () => {
  it('flushes a first call at once, and the calls made meanwhile together in the next flush', async () => {
    const { flushes, record } = controlledFlush();
    const first = record('a');
    expect(flushes.map((flush) => flush.items)).toEqual([['a']]);

    const later = [record('b'), record('lost'), record('c')];
    expect(flushes).toHaveLength(1);
    flushes[0]?.finish();
    expect(await first).toBe(true);

    expect(flushes.map((flush) => flush.items)).toEqual([['a'], ['b', 'lost', 'c']]);
    flushes[1]?.finish();
    expect(await Promise.all(later)).toEqual([true, false, true]);
  });

  it('rejects the calls of a flush that fails, and goes on with the next ones', async () => {
    const { flushes, record } = controlledFlush();
    const first = record('a');
    const second = record('b');
    flushes[0]?.finish(new Error('database unreachable'));
    await expect(first).rejects.toThrow('database unreachable');

    await vi.waitUntil(() => flushes.length === 2);
    flushes[1]?.finish();
    expect(await second).toBe(true);
  });
});

import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '../app/layouts/AppErrorBoundary';
import { ChunkLoadError, importWithRetry, lazyWithRetry } from './lazy-with-retry';

const Page = () => <h1>Tarifs</h1>;
const fast = { backoffMs: 1, timeoutMs: 1000 };

describe('lazyWithRetry', () => {
  it('retries a failed chunk import and succeeds on the third attempt', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Page });
    await expect(importWithRetry(load, fast)).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up after two retries with a ChunkLoadError', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('offline')));
    await expect(importWithRetry(load, fast)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('reports a chunk that never arrives once the time limit is reached', async () => {
    vi.useFakeTimers();
    try {
      const pending = importWithRetry(() => new Promise<never>(() => {}), { timeoutMs: 120_000 });
      const outcome = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
      await vi.advanceTimersByTimeAsync(120_000);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the translated failure message with a reload button', async () => {
    // React reports the caught error on the console: expected here
    vi.mocked(console.error).mockImplementation(() => {});
    const failing = (): Promise<{ default: typeof Page }> =>
      Promise.reject(new TypeError('offline'));
    const Broken = lazyWithRetry(failing, fast);
    render(
      <AppErrorBoundary>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </AppErrorBoundary>,
    );
    expect(
      await screen.findByRole('heading', { name: "Cette page n'a pas pu être chargée" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
  });
});

import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@navette/shared';

/** Thrown when a page's code could not be loaded; the error boundary shows a reload button. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(options?: { cause?: unknown }) {
    super('A page chunk could not be loaded', options);
  }
}

export interface RetryOptions {
  /** retries after the first attempt */
  retries?: number;
  /** wait before the first retry; doubled for each following one */
  backoffMs?: number;
  /** overall limit, after which the load is reported as failed */
  timeoutMs?: number;
}

type Loader<T> = () => Promise<T>;

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs an import with retries and back-off (a deploy or a flaky mobile network can make a chunk
 * request fail once) and gives up after `timeoutMs` (chunks load with a 120 s timeout: docs/product/README.md#loading-and-unexpected-errors).
 */
export const importWithRetry = <T>(
  load: Loader<T>,
  { retries = 2, backoffMs = 500, timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: RetryOptions = {},
): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
  });

  const attempt = async (): Promise<T> => {
    let lastError: unknown;
    for (let index = 0; index <= retries; index += 1) {
      if (index > 0) await wait(backoffMs * 2 ** (index - 1));
      try {
        return await load();
      } catch (error) {
        lastError = error;
      }
    }
    throw new ChunkLoadError({ cause: lastError });
  };

  return Promise.race([attempt(), timeout]).finally(() => clearTimeout(timer));
};

export const lazyWithRetry = <P extends object>(
  load: Loader<{ default: ComponentType<P> }>,
  options?: RetryOptions,
): LazyExoticComponent<ComponentType<P>> => lazy(() => importWithRetry(load, options));

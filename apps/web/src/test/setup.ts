import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { toast } from '../components/toast-store';
import { initTestI18n } from './i18n';

initTestI18n();

// `findBy…` waits as long as needed, up to this bound: the booking steps and other lazy chunks
// are transformed on their first import in a test, which takes seconds on a busy machine (CI).
configure({ asyncUtilTimeout: 20_000 });

/**
 * Epic Stack style: an unexpected console.error fails the test. A test that expects one says so
 * with `vi.mocked(console.error).mockImplementation(() => {})`.
 */
let consoleError: MockInstance<typeof console.error>;
let unexpected: string[] = [];

beforeEach(() => {
  unexpected = [];
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpected.push(format(...args));
  });
});

afterEach(() => {
  cleanup();
  // the toasts live outside React: one test's must not be on screen in the next (nothing is
  // mounted any more, so no act() is needed, nor an awaited one's queue drained)
  toast.clear();
  consoleError.mockRestore();
  window.localStorage.clear();
  document.cookie.split('; ').forEach((cookie) => {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  if (unexpected.length > 0) {
    throw new Error(`console.error was called:\n${unexpected.join('\n---\n')}`);
  }
});

/**
 * The retry arithmetic shared by every job kind (their claims' SQL clock is db/values.ts's
 * `databaseNowPlus`).
 */
export interface RetryDelayOptions {
  /** the first retry's delay, doubled at each further failure */
  baseMs: number;
  /** the longest delay, whatever the number of failures */
  maxMs: number;
  /** the jitter's source of randomness, in [0, 1) */
  random: () => number;
}

/**
 * Delay before the next try after `attempts` failed tries: base, 2 × base, 4 × base … capped at
 * `maxMs`. "Equal jitter" (half fixed, half random) spreads the retries of a batch that failed
 * together, so a service coming back is not hit by all of them in the same second.
 */
export const retryDelayMs = (attempts: number, options: RetryDelayOptions): number => {
  const exponential = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + (options.random() * exponential) / 2);
};

/** Longest error kept in a `last_error` column: enough for a reply, not for a stack trace. */
const LAST_ERROR_MAX = 1_000;

export const describeError = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > LAST_ERROR_MAX ? `${message.slice(0, LAST_ERROR_MAX - 1)}…` : message;
};

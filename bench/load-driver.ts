/**
 * The guests of bench/instances-load.ts: `connections` browsers, each with its own cookie jar
 * (hence its own anti-forgery token, the scope of its idempotency keys, docs/decisions/0021) and
 * its own client address, sending quote requests to the two instances in turn. A request that
 * got no answer (an instance killed, a connection cut) is sent again with the same key to the
 * other instance, as a browser's retry behind a load balancer would be; a share of the
 * acknowledged ones are sent again on purpose with the same key, and must get the same
 * reservation back.
 */
import { performance } from 'node:perf_hooks';
import { guestQuoteRequest } from '@navette/test-support/guest-request';
import {
  BalancedBrowser,
  type Answer,
  type ServerProcess,
} from '@navette/test-support/server-processes';

export interface LoadOptions {
  requests: number;
  connections: number;
  retryShare: number;
  /** the two instances as they are now (B changes when it is restarted) */
  instances: () => readonly [ServerProcess, ServerProcess];
  serviceId: string;
  /** names this run's keys and e-mail addresses, so the checks find only its rows */
  run: string;
  /** called once when this many quote requests have been acknowledged */
  milestones: { at: number; action: () => void }[];
}

/** What the guests saw of one quote request (one Idempotency-Key). */
export interface QuoteOutcome {
  key: string;
  email: string;
  /** the reservation id of every acknowledged answer for this key */
  ids: string[];
}

export interface LoadResult {
  outcomes: QuoteOutcome[];
  /** `201`, `409`, `network error`… → how many */
  statuses: Map<string, number>;
  /** of every answered request, in milliseconds */
  latencies: number[];
  elapsedMs: number;
}

const PUBLIC_URL = 'http://localhost:8080';
const MAX_TRIES = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const driveLoad = async (options: LoadOptions): Promise<LoadResult> => {
  const statuses = new Map<string, number>();
  const latencies: number[] = [];
  const outcomes: QuoteOutcome[] = [];
  const count = (status: string) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const pending = [...options.milestones].sort((x, y) => x.at - y.at);
  let acknowledged = 0;
  let next = 0;

  /** One try: the answer, or undefined when the connection failed. */
  const attempt = async (
    browser: BalancedBrowser,
    server: ServerProcess,
    outcome: QuoteOutcome,
  ): Promise<Answer | undefined> => {
    const started = performance.now();
    try {
      const answer = await browser.request(
        server,
        'POST',
        '/api/reservations',
        { json: guestQuoteRequest(options.serviceId, outcome.email, date) },
        { 'idempotency-key': outcome.key },
      );
      latencies.push(performance.now() - started);
      count(String(answer.status));
      if (answer.status === 201 || answer.status === 200) {
        outcome.ids.push(answer.json<{ _id: string }>()._id);
      }
      return answer;
    } catch {
      count('network error');
      return undefined;
    }
  };

  const guest = async (index: number) => {
    const browser = new BalancedBrowser(
      PUBLIC_URL,
      `2001:db8:${options.run.slice(0, 4)}:${index.toString(16)}::1`,
    );
    for (let i = next++; i < options.requests; i = next++) {
      const outcome: QuoteOutcome = {
        key: `load-${options.run}-${i}`,
        email: `load-${options.run}-${i}@example.test`,
        ids: [],
      };
      outcomes.push(outcome);
      // a request without an answer is sent again, same key, to the other instance
      let answer: Answer | undefined;
      for (let tries = 0; tries < MAX_TRIES && !answer; tries += 1) {
        answer = await attempt(
          browser,
          options.instances()[(i + tries) % 2] as ServerProcess,
          outcome,
        );
        if (!answer || answer.status >= 500) {
          answer = undefined;
          await sleep(250 * (tries + 1));
        }
      }
      if (outcome.ids.length === 0) continue;
      acknowledged += 1;
      while (pending[0] && acknowledged >= pending[0].at) pending.shift()?.action();
      if (Math.random() < options.retryShare) {
        await attempt(browser, options.instances()[(i + 1) % 2] as ServerProcess, outcome);
      }
    }
  };

  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, (_, index) => guest(index + 1)));
  return { outcomes, statuses, latencies, elapsedMs: performance.now() - started };
};

/** The value under which `share` of the sorted values fall. */
export const percentile = (values: number[], share: number): number => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

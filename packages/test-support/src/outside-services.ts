import { connect } from 'node:net';

/** Whether something accepts TCP connections on `host:port` (one try, no retries). */
export const isListening = (port: number, host = '127.0.0.1'): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, host, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/**
 * Whether to skip the tests that need an outside service (Redis, a PostgreSQL server): on a
 * developer's machine without it they are skipped and say why; under `CI=true` a missing service
 * fails the run instead, so that CI cannot pass without the proofs it claims.
 */
export const skipWithout = (reason: string | undefined, env = process.env): boolean => {
  if (reason === undefined) return false;
  if (env.CI === 'true') throw new Error(`CI must run these tests, but it cannot: ${reason}`);
  return true;
};

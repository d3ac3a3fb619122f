import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** Two of the guard's one-second samples. */
const STARTUP_GRACE_MS = 2_000;

/** How long a client is asked to wait when the server is too busy, in seconds. */
const BUSY_RETRY_AFTER_S = 10;

/** The refusal of a request that arrives while the event loop is late: 503 in the API's format. */
class ServerBusyError extends AppError {
  constructor() {
    super('SERVICE_UNAVAILABLE', { retryAfterS: BUSY_RETRY_AFTER_S });
  }
}

/**
 * The event loop's guard (`@fastify/under-pressure`): while the loop's mean delay over the last
 * second is above `maxEventLoopDelayMs`, every request is answered 503 at once, before its body
 * is read, so that a burst of costly requests cannot queue more work behind itself. The health
 * checks (`GET /api/health`, `/api/health/ready`) still answer: a busy process is alive, and a
 * load balancer polling them must not mark it down for a second's burst. A loop held for the
 * whole of a sample (a second) counts as late without end: the library reads no sample as an
 * infinite delay (docs/decisions/0046-one-request-cannot-stall-the-server.md).
 */
export const loadGuardPlugin = fp<{ maxEventLoopDelayMs: number }>(
  async (app, { maxEventLoopDelayMs }) => {
    if (maxEventLoopDelayMs === 0) return;
    // Start-up holds the loop (migrations, the drawn pages): the sample it spoils is not read
    // as overload once the app is ready.
    let guardFrom = Number.POSITIVE_INFINITY;
    app.addHook('onReady', async () => {
      guardFrom = Date.now() + STARTUP_GRACE_MS;
    });
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      retryAfter: BUSY_RETRY_AFTER_S,
      pressureHandler: async () => {
        if (Date.now() < guardFrom) return;
        throw new ServerBusyError();
      },
    });
  },
  { name: 'load-guard' },
);

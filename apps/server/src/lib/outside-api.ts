import { setTimeout as delay } from 'node:timers/promises';

/*
 * The kit of the app's calls to outside HTTP APIs it does not control (the address search, the
 * routing service): a pace shared by the whole application, and answers read within a size
 * bound, parsed, never trusted.
 */

export interface PacerOptions {
  /** the time between two requests, for the whole application (the provider's usage policy) */
  intervalMs: number;
  /** a request waits this long at most for its slot; later, it is given up */
  maxWaitMs: number;
}

export interface Pacer {
  /**
   * Waits for this request's turn; false when it would wait more than `maxWaitMs`, or when the
   * same client already has a request waiting (one waiting request per client: a burst from one
   * client cannot queue ahead of everyone else). `client`: lib/client-address.ts.
   */
  take(client?: string): Promise<boolean>;
}

export const createPacer = ({ intervalMs, maxWaitMs }: PacerOptions): Pacer => {
  let nextSlot = 0;
  /** the clients with a request waiting for its slot */
  const waiting = new Set<string>();
  return {
    async take(client) {
      const now = Date.now();
      const slot = Math.max(now, nextSlot);
      if (slot - now > maxWaitMs) return false;
      if (slot > now && client !== undefined && waiting.has(client)) return false;
      nextSlot = slot + intervalMs;
      if (slot > now) {
        if (client !== undefined) waiting.add(client);
        try {
          await delay(slot - now);
        } finally {
          if (client !== undefined) waiting.delete(client);
        }
      }
      return true;
    },
  };
};

/** The body of an answer, or undefined past `maxBytes` (its reading is then stopped). */
export const readCapped = async (
  response: Response,
  maxBytes: number,
): Promise<string | undefined> => {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes || !response.body) {
    await response.body?.cancel();
    return declared > maxBytes ? undefined : '';
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
};

export interface JsonRequest {
  timeoutMs: number;
  /** a longer answer is not read */
  maxBytes: number;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

/** Why there is no answer: an error status, too large, or nothing readable in time. */
export type JsonFailure =
  | { failure: 'status'; status: number }
  | { failure: 'too-large' }
  | { failure: 'unreachable'; error: string };

/** A JSON answer, or why there is none. */
export type JsonAnswer = { json: unknown } | JsonFailure;

export interface WarnLog {
  warn(details: object, message: string): void;
}

/** The one warning of a failed call; `service` names it in the message ("geocoder"…). */
export const warnFailure = (
  log: WarnLog,
  service: string,
  details: object,
  answer: JsonFailure,
): void => {
  if (answer.failure === 'status') {
    log.warn({ ...details, status: answer.status }, `${service} answered an error`);
  } else if (answer.failure === 'too-large') {
    log.warn(details, `${service} answer too large: not read`);
  } else {
    log.warn({ ...details, err: answer.error }, `${service} unreachable, slow or unreadable`);
  }
};

/** GET `url` for JSON: no redirect followed, the answer's size bounded, any failure named. */
export const getJson = async (url: URL, request: JsonRequest): Promise<JsonAnswer> => {
  try {
    const response = await (request.fetch ?? fetch)(url, {
      headers: { accept: 'application/json', ...request.headers },
      signal: AbortSignal.timeout(request.timeoutMs),
      redirect: 'error',
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { failure: 'status', status: response.status };
    }
    const text = await readCapped(response, request.maxBytes);
    if (text === undefined) return { failure: 'too-large' };
    return { json: JSON.parse(text) };
  } catch (error) {
    return {
      failure: 'unreachable',
      error: error instanceof Error ? error.message : String(error),
    };
  }
};

import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * What a JSON body may hold before anything else reads it (docs/decisions/0046-one-request-
 * cannot-stall-the-server.md). Every form of the site fits in a few dozen keys, three levels
 * deep and a few kilobytes; a body far past that is an attack on the time the server spends on
 * it (24 000 unknown keys once took 5 to 8 seconds to refuse, one message each).
 */
export const JSON_BODY_LIMITS = {
  /** keys of every object of the body, added up */
  keys: 500,
  /** objects and arrays inside one another */
  depth: 16,
  /** bytes of a body, unless its route says otherwise */
  bytes: 32 * 1024,
  /** bytes of a body sent to a sign-in, registration or account route (`/auth/*`) */
  authBytes: 8 * 1024,
} as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * the route's own cap on a body's keys, for a body that is a whole document rather than a
     * form (the back-office's tariff: some thirty keys per rate)
     */
    jsonKeysMax?: number;
  }
}

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const COLON = 0x3a; // :

/**
 * Whether a JSON text stays within the key and depth caps: one pass over its characters, before
 * it is parsed (a colon outside a string is a key; a bracket opens a level). Malformed text is
 * left to the parser, which refuses it.
 */
export const fitsJsonLimits = (
  text: string,
  limits: { keys: number; depth: number } = JSON_BODY_LIMITS,
): boolean => {
  let depth = 0;
  let keys = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth += 1;
      if (depth > limits.depth) return false;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth -= 1;
    } else if (code === COLON) {
      keys += 1;
      if (keys > limits.keys) return false;
    }
  }
  return true;
};

/**
 * The one JSON parser of the app: Fastify's own (prototype keys refused), behind the caps above,
 * and a size limit per route: 32 KiB by default, 8 KiB for `/auth/*`, or the route's own
 * `bodyLimit` (never more than `BODY_LIMIT_BYTES`); the key cap is the route's `jsonKeysMax` when
 * its config sets one.
 */
export const jsonBodyPlugin = fp<{ maxBytes: number }>(
  async (app, { maxBytes }) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.addHook('onRoute', (route) => {
      if (route.bodyLimit === undefined && route.url.startsWith('/auth/')) {
        route.bodyLimit = Math.min(JSON_BODY_LIMITS.authBytes, maxBytes);
      }
    });
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: Math.min(JSON_BODY_LIMITS.bytes, maxBytes) },
      (request: FastifyRequest, body: string | Buffer, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        const keys = request.routeOptions.config.jsonKeysMax ?? JSON_BODY_LIMITS.keys;
        if (!fitsJsonLimits(text, { keys, depth: JSON_BODY_LIMITS.depth })) {
          done(new AppError('PAYLOAD_TOO_COMPLEX'), undefined);
          return;
        }
        parse(request, text, done);
      },
    );
  },
  { name: 'json-body' },
);

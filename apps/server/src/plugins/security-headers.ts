import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The browser features the site never uses, turned off for it and for anything it could be made
 * to embed: the booking form finds addresses by search, not by position; payment happens on
 * Stripe's own pages (docs/decisions/0022-privacy-in-operations.md).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Helmet's settings: a strict Content-Security-Policy — the built app loads only its own scripts,
 * styles, fonts and images (no inline code, no third-party CDN; service images are served from
 * /uploads) — and its other hardening headers.
 */
const helmetOptions = (isHttps: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
    },
  },
  strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/**
 * The headers helmet sets with these settings, worked out once: they depend on nothing in the
 * request, so every answer gets the same object instead of helmet rebuilding it per request
 * (docs/decisions/0037-request-hot-path.md).
 */
export const securityHeadersOf = (isHttps: boolean): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions(isHttps))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return { ...headers, 'permissions-policy': PERMISSIONS_POLICY };
};

/** Security headers on every answer: helmet's, and a Permissions-Policy. */
export const securityHeadersPlugin = fp<{ isHttps: boolean }>(
  async (app, { isHttps }) => {
    const headers = securityHeadersOf(isHttps);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);

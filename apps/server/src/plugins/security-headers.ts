import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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
 * Security headers with a strict Content-Security-Policy: the built app loads only its own
 * scripts, styles, fonts and images (no inline code, no third-party CDN; service images are
 * served from /uploads), and a Permissions-Policy on every answer.
 */
export const securityHeadersPlugin = fp<{ isHttps: boolean }>(
  async (app, { isHttps }) => {
    await app.register(helmet, {
      // swagger-ui (/api/docs) sets its own policy for its pages.
      global: true,
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
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security-headers' },
);

import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers with a strict Content-Security-Policy: the built app loads only its own
 * scripts, styles and fonts (no inline code, no third-party CDN).
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
          imgSrc: ["'self'", 'data:', 'https:'],
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
  },
  { name: 'security-headers' },
);

import { ROUTES, SERVICE_PAGES } from '@navette/shared';
import type { RouteName } from '@navette/shared';
import fp from 'fastify-plugin';
import { escapeHtml } from '../lib/escape-html';

/**
 * The pages search engines should index: the marketing pages and the public forms. Sign-in,
 * result, account, payment and admin pages are left out: they say nothing to a searcher and some
 * only make sense inside a journey.
 */
export const SITEMAP_PAGES: readonly RouteName[] = [
  'home',
  ...SERVICE_PAGES,
  'tours',
  'pricing',
  'faq',
  'quoteEntry',
  'contact',
  'recruitment',
  'privacy',
];

/**
 * Crawlers are kept out of the API, the private areas and the steps of a booking (they would only
 * meet 401s or a form without context). `/reservation` also covers `/reservation-guest`.
 */
const DISALLOWED = [
  '/api/',
  '/auth/',
  '/admin',
  ROUTES.profile,
  ROUTES.reservation,
  ROUTES.confirmation,
  ROUTES.error,
  // a step with nothing to read, often opened with an address in its link
  ROUTES.forgotPassword,
  '/paiement/',
];

export const seoPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const origin = publicUrl.replace(/(?<!\/)\/+$/, '');
    const robots = [
      'User-agent: *',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    const sitemap = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...SITEMAP_PAGES.map(
        (name) => `  <url><loc>${escapeHtml(origin + ROUTES[name])}</loc></url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');

    const cache = 'public, max-age=3600';
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', cache).send(robots),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('application/xml; charset=utf-8').header('cache-control', cache).send(sitemap),
    );
  },
  { name: 'seo' },
);

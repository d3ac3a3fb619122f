import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { LANGUAGES, ROUTE_TABLE } from '@navette/shared';
import { NAMESPACES } from '@navette/shared/locales/catalogues';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { AppError } from '../lib/app-error';
import { contentTypeOf } from '../lib/file-store';
import { catalogues } from '../lib/i18n';
import { createAppPages, NOT_FOUND_PAGE } from './app-pages';

export interface StaticFilesOptions {
  /** the built React app (apps/web/dist) */
  webDistDir: string;
  /** the file store's folder of the public images, served under the same path */
  imagesFolder: string;
  /** the operator's public details, handed to the app in its page (see renderAppPage) */
  company: AppConfig['company'];
  /** the site's public origin, for the pages' canonical and share addresses */
  publicUrl: string;
}

/** Paths that belong to the JSON API: never answered with the app's index.html. */
const isApiOnlyPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/auth/') || url === '/auth';

/** `<uuid>.webp` and its smaller copies `<uuid>-<width>.webp`: never rewritten in place. */
const GENERATED_IMAGE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-\d+)?\.webp$/;

/** The names of the images: the generated ones and the seeded defaults (`mariage.svg`). */
const IMAGE_NAME = /^[a-z0-9][\w-]{0,99}\.(?:webp|svg|png|jpe?g)$/i;

const hasFileExtension = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

export const staticFilesPlugin = fp<StaticFilesOptions>(
  async (app, options) => {
    // The translation catalogues, the same files the server uses for its own messages: one
    // body per language and namespace (docs/decisions/0015).
    const localeBodies = new Map<string, { body: string; etag: string }>(
      LANGUAGES.flatMap((lng) =>
        NAMESPACES.map((ns) => {
          const body = JSON.stringify(catalogues[lng][ns]);
          const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
          return [`${lng}/${ns}`, { body, etag }] as const;
        }),
      ),
    );
    app.get('/locales/:lng/:file', { schema: { hide: true } }, async (request, reply) => {
      const { lng, file } = request.params as { lng: string; file: string };
      const entry = localeBodies.get(`${lng}/${file.replace(/\.json$/, '')}`);
      if (!entry || !file.endsWith('.json')) throw new AppError('NOT_FOUND');
      reply.header('cache-control', 'no-cache').header('etag', entry.etag);
      if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(entry.body);
    });

    // The public images, from the file store (DATA_DIR or a bucket), whichever instance wrote them.
    app.get(`/${options.imagesFolder}:file`, { schema: { hide: true } }, async (request, reply) => {
      const { file } = request.params as { file: string };
      const image = IMAGE_NAME.test(file)
        ? await app.files.get(options.imagesFolder + file)
        : undefined;
      if (!image) throw new AppError('NOT_FOUND');
      // An uploaded file is shown as an image, never run as a page of this origin.
      reply
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .header('etag', image.etag)
        .header('last-modified', image.lastModified.toUTCString())
        // an uploaded image's name is new for each upload (docs/decisions/0030-service-images.md)
        .header(
          'cache-control',
          GENERATED_IMAGE_NAME.test(file)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=86400',
        );
      if (request.headers['if-none-match'] === image.etag) {
        image.stream.destroy();
        return reply.status(304).send();
      }
      return reply
        .type(contentTypeOf(file))
        .header('content-length', image.size)
        .send(image.stream);
    });

    const hasWebApp = existsSync(path.join(options.webDistDir, 'index.html'));
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: options.webDistDir,
        prefix: '/',
        index: false,
        // one route per built file, read at start-up: an unknown path costs no file-system lookup
        wildcard: false,
        // the page itself is rendered per language below
        globIgnore: ['index.html'],
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            immutable
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=0, must-revalidate',
          );
          // the run sheet's worker serves /chauffeur (docs/decisions/0061-run-sheet-offline.md)
          if (path.basename(filePath) === 'chauffeur-sw.js') {
            res.header('service-worker-allowed', '/chauffeur');
          }
        },
      });
    } else {
      app.log.warn({ webDistDir: options.webDistDir }, 'web app not built: only the API is served');
    }

    const appPages = hasWebApp
      ? await createAppPages(
          options.webDistDir,
          options.company,
          app.log,
          options.publicUrl.replace(/(?<!\/)\/+$/, ''),
        )
      : undefined;
    app.addHook('onClose', async () => appPages?.close());
    /**
     * The page of a route (its path in the route table, so that a route with parameters finds
     * its page too), or with status 404 the page of an unknown path
     * (docs/product/public-site.md#page-not-found).
     */
    const sendApp = (request: FastifyRequest, reply: FastifyReply, routePath: string) =>
      reply
        .status(routePath === NOT_FOUND_PAGE ? 404 : 200)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language, cookie')
        .type('text/html; charset=utf-8')
        .send(appPages?.page(request.language, routePath));
    if (hasWebApp) {
      // a route for each page of the app rather than the not-found handler: a route's answer is
      // compressed (a prerendered page weighs tens of kilobytes, decision 0038)
      const pagePaths = new Set(['/', '/index.html', ...ROUTE_TABLE.map((route) => route.path)]);
      for (const pagePath of pagePaths) {
        if (app.hasRoute({ method: 'GET', url: pagePath })) continue;
        const routePath = pagePath === '/index.html' ? '/' : pagePath;
        app.get(pagePath, { schema: { hide: true } }, async (request, reply) =>
          sendApp(request, reply, routePath),
        );
      }
    }

    // an unknown path counts as a page (docs/decisions/0046-one-request-cannot-stall-the-server.md)
    app.setNotFoundHandler({ preValidation: app.pageRateLimit }, async (request, reply) => {
      const isPageRequest =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiOnlyPath(request.url) &&
        !request.url.startsWith('/locales/') &&
        !request.url.startsWith('/uploads/') &&
        !hasFileExtension(request.url);
      if (isPageRequest && hasWebApp) {
        // every page of the app has its route above: this path is none of them
        return sendApp(request, reply, NOT_FOUND_PAGE);
      }
      throw new AppError('NOT_FOUND');
    });
  },
  { name: 'static-files', dependencies: ['error-handler', 'rate-limit'] },
);

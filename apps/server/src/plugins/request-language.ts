import type { Language } from '@navette/shared';
import fp from 'fastify-plugin';
import type { TFunction } from 'i18next';
import { detectLanguage, translatorFor } from '../lib/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the client reads: errors and e-mails speak it. */
    language: Language;
    t: TFunction;
  }
}

export const requestLanguagePlugin = fp(
  async (app) => {
    app.decorateRequest('language', 'fr');
    app.decorateRequest('t', translatorFor('fr'));
    app.addHook('onRequest', (request, _reply, done) => {
      request.language = detectLanguage({
        query: request.query,
        cookies: request.cookies,
        acceptLanguage: request.headers['accept-language'],
      });
      request.t = translatorFor(request.language);
      done();
    });
  },
  { name: 'request-language', dependencies: ['@fastify/cookie'] },
);

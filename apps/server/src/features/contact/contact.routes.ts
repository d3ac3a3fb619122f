import { contactEndpoint } from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyEmailOf, routeLimits } from '../../lib/route-limits';
import { route } from '../../lib/route-kit';
import { sendContactMessage } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { perIp, perEmail, windowMs } = app.config.contact.rateLimit;
  // The form writes to the company's inbox: limited per client, so that nobody can flood it.
  const limits = routeLimits(app, [
    { name: 'contact-ip', max: perIp, windowMs },
    // one address written from many clients (a botnet spamming on someone's behalf)
    { name: 'contact-email', max: perEmail, windowMs, key: bodyEmailOf },
  ]);

  route(app, contactEndpoint, {
    tags: ['contact'],
    summary: "A visitor's message, e-mailed to the company's own inbox",
    limits,
    handler: async (request) => {
      const outcome = await sendContactMessage(
        { db: app.db, enqueueMail: app.mail.enqueue, companyEmail: app.config.company.email },
        request.body,
      );
      if (outcome === 'dropped') request.log.info('contact form: honeypot filled, message dropped');
      return { message: request.t('contact.form.success') };
    },
  });
};

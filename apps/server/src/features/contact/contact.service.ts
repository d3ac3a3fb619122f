import { DEFAULT_LANGUAGE, type ContactMessage } from '@navette/shared';
import type { Database } from '../../db/client';
import type { EnqueueMail } from '../mail';

export interface ContactContext {
  db: Database;
  enqueueMail: EnqueueMail;
  /** the company's own inbox: the only address this form ever writes to */
  companyEmail: string;
}

export type ContactOutcome = 'queued' | 'dropped';

/**
 * A visitor's message becomes one e-mail to the company. The recipient is never taken from the
 * request (no open relay); the visitor's address only appears in the body, for the reply. A
 * filled honeypot means a robot: the message is dropped while the robot is told it went through,
 * so it learns nothing.
 */
export const sendContactMessage = async (
  context: ContactContext,
  message: ContactMessage,
): Promise<ContactOutcome> => {
  if (message.website) return 'dropped';
  await context.enqueueMail(context.db, {
    to: context.companyEmail,
    // the company reads its inbox in the site's own language
    language: DEFAULT_LANGUAGE,
    template: 'contactMessage',
    params: {
      name: message.name,
      email: message.email,
      phone: message.phone,
      message: message.message,
    },
  });
  return 'queued';
};

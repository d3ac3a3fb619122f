import { messageResponseSchema } from '../../schemas/auth';
import type { JsonEndpoint } from '../endpoint';
import { contactMessageSchema } from '../../schemas/contact';

/** The contact form's message, mailed to the company's inbox only (docs/product/contact-and-recruitment.md). */

export const contactEndpoint = {
  method: 'POST',
  path: '/api/contact',
  access: 'public',
  body: contactMessageSchema,
  status: 201,
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;

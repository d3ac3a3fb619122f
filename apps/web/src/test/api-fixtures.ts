import type { z } from 'zod';
import {
  errorResponseSchema,
  messageResponseSchema,
  profileSchema,
  sessionCheckSchema,
  sessionUserSchema,
} from '@navette/shared';
import type { Profile, SessionUser } from '@navette/shared';
import { jsonResponse } from './render';

/** A response whose body is first checked against the API's real schema (no drifting mocks). */
export const schemaResponse = <T>(schema: z.ZodType<T>, body: T, status = 200): Response =>
  jsonResponse(schema.parse(body), status);

/** The API's one error shape: `{ error, code, fields? }`. */
export const apiErrorResponse = (
  status: number,
  code: string,
  error: string,
  fields?: Record<string, string>,
): Response =>
  jsonResponse(
    errorResponseSchema.parse(fields ? { error, code, fields } : { error, code }),
    status,
  );

export const aCustomer = (overrides: Partial<SessionUser> = {}): SessionUser =>
  sessionUserSchema.parse({
    _id: '0f8a2c1e-5d7b-4c3a-9e21-6b4f8d2a7c10',
    name: 'Camille Martin',
    email: 'camille.martin@example.fr',
    ...overrides,
  });

/** GET /auth/profile's answer: the session's user, the e-mails' language, whether a password is set. */
export const aProfile = (overrides: Partial<Profile> = {}): Profile =>
  profileSchema.parse({ ...aCustomer(), language: 'fr', hasPassword: true, ...overrides });

/** GET /auth/check's answer: the customer while `isSignedIn()`, NOT_SIGNED_IN after. */
export const sessionCheck = (isSignedIn: () => boolean) => (): Response =>
  schemaResponse(
    sessionCheckSchema,
    isSignedIn()
      ? { user: aCustomer() }
      : { error: "Vous n'êtes pas connecté.", code: 'NOT_SIGNED_IN' },
  );

/** A signed-in customer's session that GET /auth/logout ends: the handlers of both requests. */
export const endableSession = () => {
  let signedIn = true;
  return {
    'GET /auth/check': sessionCheck(() => signedIn),
    'GET /auth/logout': () => {
      signedIn = false;
      return schemaResponse(messageResponseSchema, { message: 'Vous êtes déconnecté.' });
    },
  };
};

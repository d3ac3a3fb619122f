import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A small value a client keeps for us between two requests (a sign-in in progress), signed with
 * the server secret so that it comes back unchanged: `base64url(JSON).mac`. The purpose is part
 * of the MAC, so a value sealed for one use is refused by another. Not encrypted: seal nothing
 * the client must not read.
 */
const macOf = (secret: string, purpose: string, body: string) =>
  createHmac('sha256', secret).update(`${purpose}\u0000${body}`).digest('base64url');

export const sealValue = (secret: string, purpose: string, value: object): string => {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${body}.${macOf(secret, purpose, body)}`;
};

/** The value sealed for `purpose`, or undefined when absent, too long, forged or not JSON. */
export const unsealValue = (
  secret: string,
  purpose: string,
  sealed: string | undefined,
  maxLength = 2000,
): unknown => {
  if (!sealed || sealed.length > maxLength) return undefined;
  const [body, given, extra] = sealed.split('.');
  if (!body || !given || extra !== undefined) return undefined;
  const expected = Buffer.from(macOf(secret, purpose, body));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
};

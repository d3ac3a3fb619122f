import { z } from 'zod';
import { isCalendarDate } from './primitives';
import { accountEmail, accountName, enteredPassword, newAccountPassword } from './auth';
import { boundedLine, phoneNumber } from './primitives';

/*
 * Chauffeurs (docs/product/dispatch.md#chauffeurs): the back-office's invitation and record of a
 * chauffeur, and the chauffeur's own sign-in. Messages are keys of the `chauffeur` namespace.
 */

const V = 'validation.chauffeur';

/** The VTC card's last valid day (YYYY-MM-DD). */
const cardExpiry = z
  .string(`${V}.cardExpiry`)
  .refine((value) => isCalendarDate(value), `${V}.cardExpiry`);

const chauffeurFields = {
  name: accountName,
  telephone: phoneNumber({
    required: `${V}.telephone`,
    invalid: `${V}.telephone`,
    invalidCharacters: 'validation.invalidCharacters',
  }),
  carteVtcNumero: boundedLine(40, {
    type: `${V}.cardNumber`,
    required: `${V}.cardNumber`,
    tooLong: 'validation.tooLong',
    invalidCharacters: 'validation.invalidCharacters',
  }),
  carteVtcExpireLe: cardExpiry,
};

/** POST /api/admin/chauffeurs: the invitation. */
export const chauffeurInviteSchema = z.strictObject({
  ...chauffeurFields,
  email: accountEmail(`${V}.email`),
});
export type ChauffeurInvite = z.input<typeof chauffeurInviteSchema>;

/** PUT /api/admin/chauffeurs/:id: what the company records of the driver. */
export const chauffeurUpdateSchema = z.strictObject(chauffeurFields);
export type ChauffeurUpdate = z.input<typeof chauffeurUpdateSchema>;

export const chauffeurIdParamsSchema = z.object({ id: z.string().max(64) });

export const chauffeurSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  telephone: z.string(),
  carteVtcNumero: z.string(),
  carteVtcExpireLe: z.string(),
  active: z.boolean(),
  /** invited, no password chosen yet */
  invitationPending: z.boolean(),
});
export type Chauffeur = z.infer<typeof chauffeurSchema>;
export const chauffeurListSchema = z.array(chauffeurSchema);

/** GET /api/chauffeur/invitation?token= */
export const invitationQuerySchema = z.object({ token: z.string().max(200) });
export const invitationSchema = z.object({ name: z.string(), email: z.string() });

/** POST /api/chauffeur/invitation: the chauffeur's first password. */
export const acceptInvitationSchema = z.strictObject({
  token: z.string().min(1).max(200),
  password: newAccountPassword(`${V}.passwordTooShort`),
});
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;

/** POST /api/chauffeur/login */
export const chauffeurLoginSchema = z.strictObject({
  email: accountEmail(`${V}.email`),
  password: enteredPassword(`${V}.passwordRequired`),
});
export type ChauffeurLogin = z.infer<typeof chauffeurLoginSchema>;

/** GET /api/chauffeur/check: the signed-in chauffeur, or null. */
export const chauffeurCheckSchema = z.object({
  chauffeur: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type ChauffeurCheck = z.infer<typeof chauffeurCheckSchema>;

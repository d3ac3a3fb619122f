import { z } from 'zod';
import { TOTP_CODE_LENGTH } from '../constants';
import { accountEmail, accountName, enteredPassword, newAccountPassword } from './auth';
import { boundedLine, INVALID_CHARACTERS_MESSAGE, isCalendarDate, phoneNumber } from './primitives';

/*
 * The chauffeurs' accounts as the API speaks them (docs/product/dispatch.md#chauffeurs): the
 * back-office invites a chauffeur by e-mail, the chauffeur chooses a password through the link,
 * then signs in at /chauffeur/login.
 */

const M = 'adminChauffeurs.errors';

const cardNumber = boundedLine(40, {
  type: `${M}.cardNumberRequired`,
  required: `${M}.cardNumberRequired`,
  tooLong: 'validation.tooLong',
  invalidCharacters: INVALID_CHARACTERS_MESSAGE,
});

const cardExpiry = z
  .string(`${M}.cardExpiryInvalid`)
  .refine(isCalendarDate, `${M}.cardExpiryInvalid`);

/** The fields an administrator may change (PUT /api/admin/chauffeurs/:id). */
export const chauffeurUpdateSchema = z.strictObject({
  name: accountName,
  telephone: phoneNumber({
    required: `${M}.telephoneInvalid`,
    invalid: `${M}.telephoneInvalid`,
    invalidCharacters: INVALID_CHARACTERS_MESSAGE,
  }),
  carteVtcNumero: cardNumber,
  carteVtcExpireLe: cardExpiry,
});
export type ChauffeurUpdate = z.infer<typeof chauffeurUpdateSchema>;

/** POST /api/admin/chauffeurs: the invitation. */
export const chauffeurInviteSchema = chauffeurUpdateSchema.extend({
  email: accountEmail(`${M}.emailInvalid`),
});
export type ChauffeurInvite = z.infer<typeof chauffeurInviteSchema>;

export const adminChauffeurSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  telephone: z.string(),
  carteVtcNumero: z.string(),
  carteVtcExpireLe: z.string(),
  active: z.boolean(),
  invitationPending: z.boolean(),
});
export type AdminChauffeur = z.infer<typeof adminChauffeurSchema>;
export const adminChauffeurListSchema = z.array(adminChauffeurSchema);

export const chauffeurIdParamsSchema = z.object({ id: z.string().max(64) });

/** GET /api/chauffeur/invitation?token= */
export const chauffeurInvitationQuerySchema = z.object({
  token: z.string('chauffeurAuth.errors.linkInvalid').max(128, 'chauffeurAuth.errors.linkInvalid'),
});
export const chauffeurInvitationSchema = z.object({ name: z.string(), email: z.string() });
export type ChauffeurInvitation = z.infer<typeof chauffeurInvitationSchema>;

/** POST /api/chauffeur/invitation: the password chosen through the link. */
export const chauffeurAcceptSchema = z.strictObject({
  token: z.string('chauffeurAuth.errors.linkInvalid').max(128, 'chauffeurAuth.errors.linkInvalid'),
  password: newAccountPassword('chauffeurAuth.errors.passwordTooShort'),
});
export type ChauffeurAccept = z.infer<typeof chauffeurAcceptSchema>;

/** The 6 digits of the chauffeur's authenticator app. */
const totpCode = z
  .string('chauffeurAuth.errors.codeFormat')
  .trim()
  .regex(new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`), 'chauffeurAuth.errors.codeFormat');

/**
 * POST /api/chauffeur/login. `code`: the authenticator app's, sent again with the password once
 * the server answered CHAUFFEUR_CODE_REQUIRED (a chauffeur who turned the second factor on).
 */
export const chauffeurLoginSchema = z.strictObject({
  email: accountEmail('chauffeurAuth.errors.emailInvalid'),
  password: enteredPassword('chauffeurAuth.errors.passwordRequired'),
  code: totpCode.optional(),
});
export type ChauffeurLogin = z.infer<typeof chauffeurLoginSchema>;

/** GET /api/chauffeur/check: who is signed in at the chauffeur's space, or null. */
export const chauffeurCheckSchema = z.object({
  chauffeur: z
    .object({
      name: z.string(),
      email: z.string(),
      /** the sign-in asks for the authenticator app's code (the second factor is on) */
      secondFactor: z.boolean(),
    })
    .nullable(),
});
export type ChauffeurCheck = z.infer<typeof chauffeurCheckSchema>;

/** POST /api/chauffeur/second-factor/confirm: the first code of the app, which turns it on. */
export const chauffeurSecondFactorCodeSchema = z.strictObject({ code: totpCode });
export type ChauffeurSecondFactorCode = z.infer<typeof chauffeurSecondFactorCodeSchema>;

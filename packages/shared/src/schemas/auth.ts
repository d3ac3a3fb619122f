import { z } from 'zod';
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  RECOVERY_CODE_COUNT,
  TOTP_CODE_LENGTH,
} from '../constants';
import {
  EMAIL_MAX_LENGTH,
  INVALID_CHARACTERS_MESSAGE,
  NAME_MAX_LENGTH,
  boundedLine,
  isSingleLineText,
} from './primitives';

/** Bounds no honest client reaches; they keep hostile bodies small (names: primitives.ts). */
export const PASSWORD_MAX_LENGTH = 200;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;

/** The registration e-mail rule (docs/product/accounts.md#registration-checks): it must contain an at sign (and be a single line). */
export const accountEmail = (message: string) =>
  z
    .string(message)
    .trim()
    .max(EMAIL_MAX_LENGTH, 'validation.tooLong')
    .refine(isSingleLineText, INVALID_CHARACTERS_MESSAGE)
    .regex(/^[^\s@]+@[^\s@]+$/, message)
    .transform((value) => value.toLowerCase());

/** A new customer password: the registration's length rule, `message` when it is shorter. */
export const newAccountPassword = (message: string) =>
  z
    .string(message)
    .min(PASSWORD_MIN_LENGTH, message)
    .max(PASSWORD_MAX_LENGTH, 'validation.tooLong');

export const accountPassword = newAccountPassword('auth.register.errors.passwordTooShort');

/** A password typed to prove who one is (sign-in, the current password): only required. */
export const enteredPassword = (message: string) =>
  z.string(message).min(1, message).max(PASSWORD_MAX_LENGTH, 'validation.tooLong');

/** The code of a verification e-mail (registration, forgotten password): its digits, nothing else. */
export const verificationCode = (message: string) =>
  z
    .string(message)
    .trim()
    .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), message);

/** A customer's name, at registration and on the profile. */
export const accountName = boundedLine(NAME_MAX_LENGTH, {
  type: 'auth.register.errors.nameRequired',
  required: 'auth.register.errors.nameRequired',
  tooLong: 'validation.tooLong',
  invalidCharacters: INVALID_CHARACTERS_MESSAGE,
});

/**
 * POST /auth/register. Keys are in the order of checks (name, password, e-mail; the
 * confirmation is checked by the form only), so the first message is the one the form shows first.
 */
export const registerSchema = z.strictObject({
  name: accountName,
  password: accountPassword,
  email: accountEmail('auth.register.errors.emailInvalid'),
});
export type Register = z.infer<typeof registerSchema>;

/** The registration form: the payload plus the confirmation, checked in the form's order. */
export const registerFormSchema = z
  .object({
    name: z.string().trim().min(1, 'auth.register.errors.nameRequired'),
    password: z.string(),
    confirmPassword: z.string(),
    email: z.string(),
  })
  .superRefine((form, ctx) => {
    const rules: [boolean, keyof typeof form, string][] = [
      [
        form.password !== form.confirmPassword,
        'confirmPassword',
        'auth.register.errors.passwordsDiffer',
      ],
      [
        form.password.length < PASSWORD_MIN_LENGTH,
        'password',
        'auth.register.errors.passwordTooShort',
      ],
      [!/^[^\s@]+@[^\s@]+$/.test(form.email.trim()), 'email', 'auth.register.errors.emailInvalid'],
    ];
    for (const [failed, path, message] of rules) {
      if (failed) ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** A sign-in form's body; `messages` is the form's key prefix ('auth.login.errors', …). */
const credentials = (messages: string) =>
  z.strictObject({
    email: accountEmail(`${messages}.emailInvalid`),
    password: enteredPassword(`${messages}.passwordRequired`),
  });

export const loginSchema = credentials('auth.login.errors');
export type Login = z.infer<typeof loginSchema>;

export const verifySchema = z.strictObject({
  email: accountEmail('auth.verify.errors.emailInvalid'),
  code: verificationCode('auth.verify.errors.codeFormat'),
});
export type Verify = z.infer<typeof verifySchema>;

export const resendCodeSchema = z.strictObject({
  email: accountEmail('auth.verify.errors.emailInvalid'),
});

export const adminLoginSchema = credentials('auth.adminLogin.errors');

export const sessionUserSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /auth/check and /auth/login/success: `{ user }` when signed in, `{ error, code }` if not. */
export const sessionCheckSchema = z.union([
  z.object({ user: sessionUserSchema }),
  z.object({ error: z.string(), code: z.string() }),
]);
export type SessionCheck = z.infer<typeof sessionCheckSchema>;

export const loginResponseSchema = z.object({ user: sessionUserSchema });

/*
 * The back-office sign-in in steps (docs/product/back-office.md#sign-in): the password, then a
 * new password when one is required, then the second factor (enrolment or a code). Only the last
 * step opens the session and hands out the bearer token.
 */
export const ADMIN_SIGN_IN_STEPS = ['changePassword', 'enrol', 'code'] as const;
export type AdminSignInStep = (typeof ADMIN_SIGN_IN_STEPS)[number];
export const adminSignInStepSchema = z.object({ next: z.enum(ADMIN_SIGN_IN_STEPS) });
export type AdminSignInStepAnswer = z.infer<typeof adminSignInStepSchema>;

/** The new password of the 'changePassword' step; the server also refuses common passwords. */
export const adminPasswordChangeSchema = z.strictObject({
  password: z
    .string('auth.adminLogin.errors.passwordTooShort')
    .min(ADMIN_PASSWORD_MIN_LENGTH, 'auth.adminLogin.errors.passwordTooShort')
    .max(PASSWORD_MAX_LENGTH, 'validation.tooLong'),
});
export type AdminPasswordChange = z.infer<typeof adminPasswordChangeSchema>;

/** A code of the authenticator app (6 digits) or a recovery code (`xxxx-xxxx-xxxx-xxxx`). */
export const adminCodeSchema = z.strictObject({
  code: z
    .string('auth.adminLogin.errors.codeFormat')
    .trim()
    .toLowerCase()
    .regex(
      new RegExp(`^(\\d{${TOTP_CODE_LENGTH}}|[a-z2-7]{4}(-?[a-z2-7]{4}){3})$`),
      'auth.adminLogin.errors.codeFormat',
    ),
});
export type AdminCode = z.infer<typeof adminCodeSchema>;

/**
 * The enrolment: the secret as text for manual entry and as a QR code, given as the squares to
 * draw (an SVG path in a `size`×`size` box, quiet zone included) so that the page draws it itself:
 * the Content-Security-Policy allows no `data:` image.
 */
export const adminEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCode: z.object({ size: z.number().int().positive(), path: z.string() }),
});
export type AdminEnrolment = z.infer<typeof adminEnrolmentSchema>;

export const adminLoginResponseSchema = z.object({ token: z.string() });
/**
 * The e-mailed link that unlocks a locked code step: opened by a person, so anything else than
 * one token is read as no token (the page says the link did not work) rather than refused.
 */
export const adminUnlockQuerySchema = z.object({
  token: z.string().optional().catch(undefined),
});
/** The enrolment's confirmation also hands out the recovery codes, shown this once. */
export const adminEnrolmentDoneSchema = z.object({
  token: z.string(),
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export const adminCheckSchema = z.object({ isAdmin: z.boolean() });
export const messageResponseSchema = z.object({ message: z.string() });

/** The sign-in options this server offers: the web app shows only those (docs/product/accounts.md). */
export const authOptionsSchema = z.object({ google: z.boolean() });
export type AuthOptions = z.infer<typeof authOptionsSchema>;

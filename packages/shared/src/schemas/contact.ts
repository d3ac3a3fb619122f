import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './auth';
// The booking forms' rules for the same kinds of value: one rule for every form of the site.
import { isEmailAddress, isMultiLineText, isPhoneNumber, isSingleLineText } from './reservation';

/**
 * Contact details typed by visitors (the contact form, job applications): the rules both forms
 * and both routes share. Messages are translation keys.
 */

export const PHONE_MAX_LENGTH = 30;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** The honeypot's own bound: a bot's filling is dropped, not stored, but still kept small. */
const HONEYPOT_MAX_LENGTH = 500;

/**
 * A required one-line text: trimmed, bounded, without control characters. `required` is the key
 * shown when it is missing or blank.
 */
export const singleLineText = (
  max: number,
  messages: { required: string; invalidCharacters: string },
) =>
  z
    .string(messages.required)
    .trim()
    .min(1, messages.required)
    .max(max, 'validation.tooLong')
    .refine(isSingleLineText, messages.invalidCharacters);

export const emailAddress = (messages: {
  required: string;
  invalid: string;
  invalidCharacters: string;
}) =>
  singleLineText(EMAIL_MAX_LENGTH, messages).refine(
    // a blank or oversized value already has its message
    (value) => value === '' || value.length > EMAIL_MAX_LENGTH || isEmailAddress(value),
    messages.invalid,
  );

export const phoneNumber = (messages: {
  required: string;
  invalid: string;
  invalidCharacters: string;
}) =>
  singleLineText(PHONE_MAX_LENGTH, messages).refine(
    (value) => value === '' || value.length > PHONE_MAX_LENGTH || isPhoneNumber(value),
    messages.invalid,
  );

const CONTACT_ERRORS = {
  nameRequired: 'contact.form.errors.nameRequired',
  emailRequired: 'contact.form.errors.emailRequired',
  emailInvalid: 'contact.form.errors.emailInvalid',
  phoneInvalid: 'contact.form.errors.phoneInvalid',
  messageRequired: 'contact.form.errors.messageRequired',
  invalidCharacters: 'contact.form.errors.invalidCharacters',
} as const;

/**
 * POST /api/contact, and the contact form. Strict: a body naming a recipient (`to`, `cc`…) is
 * refused, so the form can only ever write to the company's own inbox.
 */
export const contactMessageSchema = z.strictObject({
  name: singleLineText(NAME_MAX_LENGTH, {
    required: CONTACT_ERRORS.nameRequired,
    invalidCharacters: CONTACT_ERRORS.invalidCharacters,
  }),
  email: emailAddress({
    required: CONTACT_ERRORS.emailRequired,
    invalid: CONTACT_ERRORS.emailInvalid,
    invalidCharacters: CONTACT_ERRORS.invalidCharacters,
  }),
  /** optional: an empty field is no phone number */
  phone: z
    .string(CONTACT_ERRORS.phoneInvalid)
    .trim()
    .max(PHONE_MAX_LENGTH, 'validation.tooLong')
    .refine(isSingleLineText, CONTACT_ERRORS.invalidCharacters)
    .refine(
      (value) => value === '' || value.length > PHONE_MAX_LENGTH || isPhoneNumber(value),
      CONTACT_ERRORS.phoneInvalid,
    )
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: z
    .string(CONTACT_ERRORS.messageRequired)
    .trim()
    .min(1, CONTACT_ERRORS.messageRequired)
    .max(CONTACT_MESSAGE_MAX_LENGTH, 'validation.tooLong')
    .refine(isMultiLineText, CONTACT_ERRORS.invalidCharacters),
  /**
   * The honeypot: a field people never see (hidden from sight and from screen readers) but
   * form-filling robots do. When it is filled the message is acknowledged and dropped.
   */
  website: z.string().max(HONEYPOT_MAX_LENGTH, 'validation.tooLong').optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** The honeypot's field name, for the form. */
export const CONTACT_HONEYPOT_FIELD = 'website';

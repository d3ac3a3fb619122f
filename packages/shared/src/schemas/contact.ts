import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  boundedLine,
  boundedText,
  emailAddress,
  fitsPhoneRule,
  singleLineText,
} from './primitives';

/**
 * The contact form and POST /api/contact (docs/product/contact-and-recruitment.md). Messages are
 * translation keys; the text rules are the site's own (primitives.ts).
 */

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** The honeypot's own bound: a bot's filling is dropped, not stored, but still kept small. */
const HONEYPOT_MAX_LENGTH = 500;

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
  phone: boundedLine(PHONE_MAX_LENGTH, {
    type: CONTACT_ERRORS.phoneInvalid,
    tooLong: 'validation.tooLong',
    invalidCharacters: CONTACT_ERRORS.invalidCharacters,
  })
    .refine(fitsPhoneRule, CONTACT_ERRORS.phoneInvalid)
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: boundedText(CONTACT_MESSAGE_MAX_LENGTH, {
    type: CONTACT_ERRORS.messageRequired,
    required: CONTACT_ERRORS.messageRequired,
    tooLong: 'validation.tooLong',
    invalidCharacters: CONTACT_ERRORS.invalidCharacters,
  }),
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

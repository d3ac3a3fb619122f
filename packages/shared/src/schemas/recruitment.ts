import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  emailAddress,
  phoneNumber,
  searchTerm,
  singleLineText,
} from './primitives';

/** The CV size limit when CV_MAX_BYTES is not configured; the form checks it before sending. */
export const CV_MAX_BYTES_DEFAULT = 5 * 1024 * 1024;

/** The multipart field that carries the CV. */
export const CV_FIELD = 'cv';

/**
 * Every PDF file starts with these bytes. A CV is recognised by its content, never by its name
 * or the type the browser declares (both are the sender's word).
 */
export const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d] as const; // "%PDF-"

export const hasPdfSignature = (head: Uint8Array): boolean =>
  PDF_SIGNATURE.every((byte, index) => head[index] === byte);

/** "5" for 5 MiB, "2.5" for 2.5 MiB: the limit as people read it in a message. */
export const megabytes = (bytes: number): string =>
  String(Math.round((bytes / (1024 * 1024)) * 10) / 10);

/** The form's message keys (docs/product/contact-and-recruitment.md). */
export const RECRUITMENT_ERRORS = {
  fields: 'recruitment.form_error_fields',
  pdf: 'recruitment.form_error_pdf',
  size: 'recruitment.form_error_size',
  email: 'recruitment.form_error_email',
  phone: 'recruitment.form_error_phone',
  characters: 'recruitment.form_error_characters',
} as const;

const required = { required: RECRUITMENT_ERRORS.fields } as const;
const characters = { invalidCharacters: RECRUITMENT_ERRORS.characters } as const;

/**
 * The text fields of POST /api/recruitment/apply (multipart), in the form's order. Every field is
 * required (`recruitment.form_error_fields`); the CV is checked apart, by its content.
 */
export const applicationFieldsSchema = z.strictObject({
  nom: singleLineText(NAME_MAX_LENGTH, { ...required, ...characters }),
  prenom: singleLineText(NAME_MAX_LENGTH, { ...required, ...characters }),
  email: emailAddress({ ...required, ...characters, invalid: RECRUITMENT_ERRORS.email }),
  telephone: phoneNumber({ ...required, ...characters, invalid: RECRUITMENT_ERRORS.phone }),
});
export type ApplicationFields = z.infer<typeof applicationFieldsSchema>;
export const APPLICATION_TEXT_FIELDS = ['nom', 'prenom', 'email', 'telephone'] as const;

/**
 * Which message sums up a set of field errors: a missing field first (docs/product/contact-and-recruitment.md#recruitment-messages), then
 * the first other one in the form's order.
 */
export const summariseApplicationErrors = (
  messages: Partial<Record<string, string>>,
): string | undefined => {
  const all = Object.values(messages).filter((message) => message !== undefined);
  return all.find((message) => message === RECRUITMENT_ERRORS.fields) ?? all[0];
};

/** An application as the back-office reads it (docs/product/back-office.md). */
export const applicationSchema = z.object({
  _id: z.string(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  telephone: z.string(),
  /** GET it with the admin's credentials to download the PDF */
  cvUrl: z.string(),
  /** ISO 8601, when the application was received */
  date: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

/** The back-office shows the applications by pages of this many. */
export const APPLICATIONS_PAGE_SIZE = 25;
/** A search longer than this is not a search. */
export const APPLICATIONS_SEARCH_MAX = 200;

/** The query's messages (admin namespace). */
export const APPLICATION_LIST_MESSAGES = {
  search: 'adminRecruitment.validation.search',
  page: 'adminRecruitment.validation.page',
} as const;

/**
 * GET /api/recruitment/candidatures: `q` matches the last name, first name, e-mail or phone
 * (ignoring case; the phone also ignoring spaces), `page` counts from 1.
 */
export const applicationListQuerySchema = z.object({
  q: z
    .string(APPLICATION_LIST_MESSAGES.search)
    .max(APPLICATIONS_SEARCH_MAX, APPLICATION_LIST_MESSAGES.search)
    .transform(searchTerm)
    .optional(),
  page: z
    .string(APPLICATION_LIST_MESSAGES.page)
    .regex(/^\d{1,6}$/, APPLICATION_LIST_MESSAGES.page)
    .transform(Number)
    .refine((value) => value >= 1, APPLICATION_LIST_MESSAGES.page)
    .default(1),
});
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;

/** One page of the applications, newest first, with how many match in all. */
export const applicationListSchema = z.object({
  items: z.array(applicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ApplicationPage = z.infer<typeof applicationListSchema>;

/** Any short id is accepted here: one that names no application is a 404, not a 400. */
export const applicationIdParamsSchema = z.object({ id: z.string().max(64) });

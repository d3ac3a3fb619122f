import { z } from 'zod';
import { searchTerm } from './primitives';

/*
 * The back-office's e-mail log (docs/product/back-office.md#e-mails): the outbox read as a log,
 * newest first, and the resend of a failed e-mail (docs/decisions/0035-mail-resend.md).
 */

/** The outbox's states, as the filter offers them. */
export const MAIL_LOG_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailLogStatus = (typeof MAIL_LOG_STATUSES)[number];

export const ADMIN_MAILS_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_MAILS_PAGE_SIZE_MAX = 100;

const V = 'adminMails.validation';

const positiveInt = (message: string, max: number) =>
  z
    .string(message)
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, message);

/** A recipient search longer than an e-mail address can be is not a search. */
export const ADMIN_MAILS_SEARCH_MAX = 254;

/**
 * GET /api/admin/emails: every state unless `status` is given; `q` keeps the e-mails whose
 * recipient contains it, ignoring case (an operator finds the e-mails of the customer on the
 * phone, docs/product/back-office.md#e-mails).
 */
export const adminMailListQuerySchema = z.strictObject({
  status: z.enum(MAIL_LOG_STATUSES, `${V}.status`).optional(),
  q: z
    .string(`${V}.search`)
    .max(ADMIN_MAILS_SEARCH_MAX, `${V}.search`)
    .transform(searchTerm)
    .optional(),
  page: positiveInt(`${V}.page`, 1_000_000).default(1),
  pageSize: positiveInt(`${V}.pageSize`, ADMIN_MAILS_PAGE_SIZE_MAX).default(
    ADMIN_MAILS_PAGE_SIZE_DEFAULT,
  ),
});
export type AdminMailListQuery = z.input<typeof adminMailListQuerySchema>;

/** One line of the log: the recipient is always masked (`j•••@example.com`). */
export const adminMailSchema = z.object({
  _id: z.string(),
  recipient: z.string(),
  template: z.string(),
  language: z.string(),
  status: z.enum(MAIL_LOG_STATUSES),
  attempts: z.number().int(),
  /** the SMTP server's answer to the last failed try, addresses masked; null once sent */
  lastError: z.string().nullable(),
  /** ISO 8601 */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
  /** set once the retention purge emptied the body: the e-mail cannot be resent */
  redactedAt: z.string().nullable(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;

export const adminMailPageSchema = z.object({
  items: z.array(adminMailSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminMailPage = z.infer<typeof adminMailPageSchema>;

/** One e-mail: its subject and text while the outbox still has them (never after a redaction). */
export const adminMailDetailSchema = adminMailSchema.extend({
  subject: z.string().nullable(),
  text: z.string().nullable(),
});
export type AdminMailDetail = z.infer<typeof adminMailDetailSchema>;

export const mailIdParamsSchema = z.object({ id: z.string().max(64) });

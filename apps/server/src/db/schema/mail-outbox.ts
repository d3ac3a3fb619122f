/** The mail outbox: every e-mail is written here in the transaction that causes it and sent by the mail worker. */
import { LANGUAGES } from '@navette/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { isOneOf, createdAt, id } from './columns';

/**
 * How a message goes out: by e-mail (to an address), or as a text message (to a phone number,
 * its `text` alone; subject and html empty) through the SMS provider — one outbox, one worker,
 * one log for both (docs/product/dispatch.md#messages).
 */
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A file sent with a mail, written by the caller before the mail is enqueued. */
export interface MailAttachment {
  /** the name the recipient sees: `facture-2026-0042.pdf` */
  filename: string;
  /** `application/pdf` */
  contentType: string;
  /** relative to DATA_DIR, so the rows stay valid when the data folder moves */
  path: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull().default('email'),
    recipient: text('recipient').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull().default('fr'),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /**
     * The one-time code a mail carries (verification, password reset), kept out of its subject
     * and body, which hold a mask in its place: the worker puts it back at sending time, and it
     * is emptied once sent or purged. The back-office's e-mail log never reads it
     * (docs/decisions/0044-personal-data-owned-private-and-encrypted.md).
     */
    secret: text('secret'),
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** a worker that claimed the row owns it until then; a crashed worker's rows come back */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** the same event enqueued twice (a retried request, a replayed webhook) sends one mail */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * Set when the purge emptied the body (RETENTION.mailBodiesDays): the row stays as a log
     * line, the text and attachments do not (docs/product/data-protection.md)
     */
    redactedAt: timestamp('redacted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_key_unique').on(t.dedupeKey),
    // the worker's claim query: status = 'pending' and next_attempt_at <= now()
    index('mail_outbox_status_next_attempt_at_idx').on(t.status, t.nextAttemptAt),
    // the limit per recipient counts their recent mails of a template (mail.outbox.ts)
    index('mail_outbox_recipient_template_created_at_idx').on(t.recipient, t.template, t.createdAt),
    check('mail_outbox_channel_valid', isOneOf(t.channel, MESSAGE_CHANNELS)),
    check('mail_outbox_status_valid', isOneOf(t.status, MAIL_STATUSES)),
    check('mail_outbox_language_valid', isOneOf(t.language, LANGUAGES)),
    check('mail_outbox_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;

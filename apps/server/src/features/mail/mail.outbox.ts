/**
 * Enqueuing an e-mail writes a row of `mail_outbox` through the caller's database handle. Called
 * with the transaction that makes the change (a reservation, a verification code…), the mail
 * exists if and only if that change was committed: a rolled-back request sends nothing, and a
 * committed one cannot lose its mail to an SMTP outage, since the worker sends it later.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Language } from '@navette/shared';
import type { Queryable } from '../../db/client';
import { mailOutbox, type MailAttachment, type MailOutboxRow } from '../../db/schema';
import { escapeHtml } from '../../lib/escape-html';
import type { MailCompany } from './mail.layout';
import { renderMail, type MailTemplateName, type MailTemplateParamsMap } from './mail.templates';

/** One template with its own parameters: `{ template: 'verificationCode', params: { code, … } }` */
export type MailTemplateCall = {
  [N in MailTemplateName]: { template: N; params: MailTemplateParamsMap[N] };
}[MailTemplateName];

export type MailToEnqueue = MailTemplateCall & {
  /** the recipient's address, already validated by the route's schema */
  to: string;
  language: Language;
  /**
   * Names the event that causes the mail (`reservation:<id>:created`): the same key enqueued
   * again — a retried request, a replayed webhook — is ignored, so the event sends one mail.
   */
  dedupeKey?: string;
  /**
   * Files sent with the mail (`path` relative to DATA_DIR). The caller writes them before
   * enqueuing and keeps them until the mail is sent: the worker reads them at each try.
   */
  attachments?: MailAttachment[];
  /**
   * At most `max` mails of this template to this address in `windowMs`, whoever asks: beyond,
   * nothing is queued. For the mail a stranger can make us send to any address
   * (docs/product/emails.md#limits-per-recipient).
   */
  recipientLimit?: { max: number; windowMs: number };
};

export type EnqueueResult =
  { queued: true; id: string } | { queued: false; reason: 'duplicate' | 'recipient-limit' };

/**
 * What a mail's one-time code reads as wherever the outbox row is read — the back-office's e-mail
 * log, the export, the database: the code itself is in the row's `secret` column, put back by the
 * worker as it sends (mail.worker.ts `withSecret`).
 */
export const MAIL_SECRET_MASK = '••••••';

/**
 * The mail as the recipient gets it: its one-time code, kept apart in the row, in place of the
 * mask the stored body shows (`MAIL_SECRET_MASK`); the worker sends this.
 */
export const withSecret = (row: Pick<MailOutboxRow, 'subject' | 'html' | 'text' | 'secret'>) => {
  const { secret } = row;
  if (secret === null) return { subject: row.subject, html: row.html, text: row.text };
  return {
    subject: row.subject.replaceAll(MAIL_SECRET_MASK, secret),
    html: row.html.replaceAll(MAIL_SECRET_MASK, escapeHtml(secret)),
    text: row.text.replaceAll(MAIL_SECRET_MASK, secret),
  };
};

/** The templates that carry a one-time code or a secret link, and the parameter holding it. */
const SECRET_PARAMS: { [N in MailTemplateName]?: keyof MailTemplateParamsMap[N] & string } = {
  verificationCode: 'code',
  passwordReset: 'code',
  // the single-use link that frees a locked second-factor step
  secondFactorLocked: 'url',
  // the "Gérer ma réservation" link, which opens the reservation (decision 0047)
  quoteRequestReceived: 'manageUrl',
  quoteReady: 'manageUrl',
  reservationStatus: 'manageUrl',
  paymentReceived: 'manageUrl',
  paymentRefunded: 'manageUrl',
};

/** The mail's code, and its parameters with the mask in the code's place. */
const withoutSecret = (mail: MailTemplateCall): { params: object; secret: string | null } => {
  const key = SECRET_PARAMS[mail.template];
  const params: Record<string, unknown> = { ...mail.params };
  const secret = key === undefined ? undefined : params[key];
  if (typeof secret !== 'string') return { params, secret: null };
  return { params: { ...params, [key as string]: MAIL_SECRET_MASK }, secret };
};

/** `app.mail.enqueue`: `enqueueMail` with the company's details already bound. */
export type EnqueueMail = (db: Queryable, mail: MailToEnqueue) => Promise<EnqueueResult>;

/** Refuses what would let a caller's bug turn into header injection or a bounce-only row. */
const assertDeliverableAddress = (to: string): void => {
  if (/[\r\n]/.test(to) || !/^[^\s@]+@[^\s@]+$/.test(to)) {
    throw new Error(`not a deliverable e-mail address: ${JSON.stringify(to)}`);
  }
};

/** Refuses an attachment the worker could not find, or one pointing outside DATA_DIR. */
const assertAttachable = (attachment: MailAttachment): void => {
  const { filename, contentType, path: file } = attachment;
  if (!filename || /[\r\n]/.test(filename) || !/^[\w.+-]+\/[\w.+-]+$/.test(contentType)) {
    throw new Error(`not a valid attachment: ${JSON.stringify({ filename, contentType })}`);
  }
  const normalised = path.posix.normalize(file.replaceAll('\\', '/'));
  if (!file || path.isAbsolute(file) || normalised === '..' || normalised.startsWith('../')) {
    throw new Error(`attachment path must be inside DATA_DIR: ${JSON.stringify(file)}`);
  }
};

export const enqueueMail = async (
  db: Queryable,
  mail: MailToEnqueue,
  company: MailCompany,
): Promise<EnqueueResult> => {
  assertDeliverableAddress(mail.to);
  mail.attachments?.forEach(assertAttachable);
  // Rendered now rather than at sending time: the row keeps exactly what the customer was told,
  // even if the catalogue or the company's details change before the worker gets to it. A code
  // is the exception: the row shows a mask, and keeps the code apart (docs/product/emails.md).
  const { params, secret } = withoutSecret(mail);
  const rendered = renderMail(
    mail.template,
    params as MailTemplateParamsMap[typeof mail.template],
    mail.language,
    company,
  );
  const limit = mail.recipientLimit;
  // One statement (docs/decisions/0055-mail-lease-heartbeat.md): with a limit, the count of the
  // address's recent mails of this template, made under a transaction-level lock on the address
  // and template by `navette_recent_mails` (migration 0023), so that concurrent requests count one
  // after another on every instance and the limit holds under bursts; then the insert, unless
  // the limit is reached or the dedupe key's unique index already holds the event (a NULL key
  // never conflicts).
  const limited = limit
    ? sql`navette_recent_mails(${mail.to}, ${mail.template}, ${new Date(Date.now() - limit.windowMs).toISOString()}::timestamptz) >= ${limit.max}::integer`
    : sql`false`;
  const attachments = mail.attachments?.length ? JSON.stringify(mail.attachments) : null;
  const { rows } = await db.execute<{ id: string | null; limited: boolean }>(sql`
    with recent as materialized (select ${limited} as limited),
    inserted as (
      insert into ${mailOutbox}
        (recipient, language, template, subject, html, text, secret, dedupe_key, attachments)
      select ${mail.to}::text, ${mail.language}::text, ${mail.template}::text,
        ${rendered.subject}::text, ${rendered.html}::text, ${rendered.text}::text,
        ${secret}::text, ${mail.dedupeKey ?? null}::text, ${attachments}::jsonb
      from recent where not recent.limited
      on conflict (dedupe_key) do nothing
      returning id
    )
    select (select id from inserted) as id, recent.limited from recent`);
  const [row] = rows;
  if (row?.id) return { queued: true, id: row.id };
  return { queued: false, reason: row?.limited ? 'recipient-limit' : 'duplicate' };
};

/** Binds the company's details once, for the plugin's `app.mail.enqueue`. */
export const createEnqueueMail =
  (company: MailCompany): EnqueueMail =>
  (db, mail) =>
    enqueueMail(db, mail, company);

/** A text message to write to the outbox: its phone number (E.164) and its text. */
export interface SmsToEnqueue {
  to: string;
  text: string;
  language: Language;
  /** as an e-mail's: the same event enqueued twice sends one message */
  dedupeKey?: string;
}

export type EnqueueSms = (db: Queryable, sms: SmsToEnqueue) => Promise<boolean>;

/** Writes a text message (channel `sms`) in the caller's transaction; false if a duplicate. */
export const enqueueSms: EnqueueSms = async (db, sms) => {
  if (!/^\+[1-9]\d{7,14}$/.test(sms.to)) throw new Error(`not an E.164 number: ${sms.to}`);
  const inserted = await db
    .insert(mailOutbox)
    .values({
      channel: 'sms',
      recipient: sms.to,
      language: sms.language,
      template: 'sms',
      subject: '',
      html: '',
      text: sms.text,
      dedupeKey: sms.dedupeKey ? `sms:${sms.dedupeKey}` : null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return inserted.length > 0;
};

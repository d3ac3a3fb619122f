/**
 * How a rendered e-mail leaves the server: over SMTP when `SMTP_URL` is configured, otherwise as
 * an `.eml` file in the mail directory plus a log line, so that a fresh machine shows every mail
 * it would have sent (open the file in any mail client) without a mail server.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * A Message-ID stable across retries of one outbox row: if a send is ever repeated (a worker
   * that died between the SMTP server's acceptance and recording it), mail systems can tell.
   */
  messageId?: string;
  /** files to attach, each opened from the file store */
  attachments?: readonly OutgoingAttachment[];
}

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Readable;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  /** resolves once the SMTP server accepted the message, or the file is written */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The part of a pino / Fastify logger the mail feature uses. */
export interface MailLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

// Bounds on each SMTP exchange: a server that accepts the connection and then hangs must fail
// the attempt (and be retried later) well within the worker's lease on the row.
const SMTP_TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 60_000,
};

/** At most this many connections open at once, each closed after this many messages. */
const SMTP_POOL = { connections: 5, messagesPerConnection: 100 } as const;

const toMessage = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  messageId: mail.messageId,
  // nodemailer streams each file into the message, for SMTP and .eml alike
  attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
    filename,
    contentType,
    content,
  })),
  // Quoted-printable keeps the French text mostly readable in the raw message and in .eml files.
  textEncoding: 'quoted-printable' as const,
});

const createSmtpTransport = (smtpUrl: string): MailTransport => {
  // A pool of a few connections, each used for many messages: a busy outbox does not open one
  // connection (TCP, greeting, EHLO, perhaps TLS and AUTH) per e-mail.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_POOL.connections,
    maxMessages: SMTP_POOL.messagesPerConnection,
    ...SMTP_TIMEOUTS,
  });
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transporter.sendMail(toMessage(mail));
    },
    close: () => transporter.close(),
  };
};

const fileNameFor = (now: Date): string =>
  // sortable by time, unique across instances writing to one shared folder
  `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;

const createFileTransport = (mailDir: string, log: MailLogger): MailTransport => {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'file',
    send: async (mail) => {
      const info = await transporter.sendMail(toMessage(mail));
      await mkdir(mailDir, { recursive: true });
      const file = path.join(mailDir, fileNameFor(new Date()));
      // The message holds one-time codes: readable by the server's user only.
      await writeFile(file, info.message, { mode: 0o600 });
      // not the subject: it may hold a code or a name, and the file is there to be opened
      log.info({ to: mail.to, file }, 'mail written to file (no SMTP_URL)');
    },
    close: () => transporter.close(),
  };
};

export const createMailTransport = (
  config: Pick<AppConfig, 'smtpUrl' | 'mailDir'>,
  log: MailLogger,
): MailTransport =>
  config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createFileTransport(config.mailDir, log);

import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { mailOutbox, type MailAttachment } from '../../db/schema';
import {
  attachmentIn,
  startSmtpReceiver,
  type SmtpReceiver,
} from '@navette/test-support/smtp-receiver';
import { createTestDatabase } from '../../../test/test-database';
import { enqueueMail, type MailToEnqueue } from './mail.outbox';
import { MAIL_COMPANY, MAIL_FROM, createMemoryLogger } from '../../../test/support/mail-logger';
import { createMailTransport, type MailLogger, type MailTransport } from './mail.transport';
import { createMailWorker } from './mail.worker';
import { createFilesystemStore } from '../../lib/file-store';

const company = MAIL_COMPANY;
const from = MAIL_FROM;

/** A tiny but well-formed PDF, with bytes outside ASCII so that the encoding is exercised. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
  Buffer.from('1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
]);
const invoice: MailAttachment = {
  filename: 'facture-2026-0042.pdf',
  contentType: 'application/pdf',
  path: 'invoices/2026-0042.pdf',
};

const mailWith = (attachments: MailAttachment[]): MailToEnqueue => ({
  to: 'lea@example.com',
  language: 'fr',
  template: 'verificationCode',
  params: { code: '482913', minutes: 15 },
  attachments,
});

let database: DatabaseHandle;
let dataDir: string;
const receivers: SmtpReceiver[] = [];
/** An SMTP server closed with the rest once the file's tests are over. */
const receive = async (): Promise<SmtpReceiver> => {
  const receiver = await startSmtpReceiver();
  receivers.push(receiver);
  return receiver;
};
beforeAll(async () => {
  [database, dataDir] = await Promise.all([
    createTestDatabase(),
    mkdtemp(path.join(tmpdir(), 'navette-attachments-')),
  ]);
  await mkdir(path.join(dataDir, 'invoices'));
  await writeFile(path.join(dataDir, invoice.path), PDF);
});
afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => database.db.delete(mailOutbox));

/** A worker that finds the attachments in the test's DATA_DIR, as the app's finds them in its store. */
const workerOf = (transport: MailTransport, log: MailLogger) =>
  createMailWorker({
    db: database.db,
    transport,
    from,
    log,
    files: createFilesystemStore(dataDir),
  });

describe('mail attachments', () => {
  it('are stored with the mail and refused when they point outside DATA_DIR', async () => {
    await enqueueMail(database.db, mailWith([invoice]), company);
    const [row] = await database.db.select().from(mailOutbox);
    expect(row?.attachments).toEqual([invoice]);

    for (const file of ['../secret.pdf', '/etc/passwd', 'invoices/../../secret.pdf']) {
      await expect(
        enqueueMail(database.db, mailWith([{ ...invoice, path: file }]), company),
      ).rejects.toThrow(`attachment path must be inside DATA_DIR: ${JSON.stringify(file)}`);
    }
    await expect(
      enqueueMail(database.db, mailWith([{ ...invoice, filename: 'a\r\nBcc: x@y.z' }]), company),
    ).rejects.toThrow('not a valid attachment');
    expect(await database.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it('a mail without attachments keeps the column empty', async () => {
    await enqueueMail(database.db, mailWith([]), company);
    const [row] = await database.db.select().from(mailOutbox);
    expect(row?.attachments).toBeNull();
  });

  it('reach the recipient over SMTP, name and content intact', async () => {
    const receiver = await receive();
    await enqueueMail(database.db, mailWith([invoice]), company);
    const log = createMemoryLogger();
    const transport = createMailTransport({ smtpUrl: receiver.url, mailDir: '/nonexistent' }, log);
    const worker = workerOf(transport, log);
    expect(await worker.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    transport.close();

    const raw = receiver.messages[0]?.raw ?? '';
    expect(raw).toMatch(/Content-Type: application\/pdf; name="?facture-2026-0042\.pdf"?/);
    expect(raw).toMatch(/Content-Disposition: attachment;\s+filename="?facture-2026-0042\.pdf"?/);
    expect(attachmentIn(raw, 'facture-2026-0042.pdf')?.equals(PDF)).toBe(true);
  });

  it('are written into the .eml file when there is no SMTP server', async () => {
    await enqueueMail(database.db, mailWith([invoice]), company);
    const mailDir = path.join(dataDir, 'mail');
    const log = createMemoryLogger();
    const transport = createMailTransport({ smtpUrl: undefined, mailDir }, log);
    const worker = workerOf(transport, log);
    expect(await worker.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });

    const [file] = await readdir(mailDir);
    const raw = await readFile(path.join(mailDir, file ?? ''), 'utf8');
    expect(attachmentIn(raw, 'facture-2026-0042.pdf')?.equals(PDF)).toBe(true);
  });

  it('a missing file fails the try, to be retried', async () => {
    const receiver = await receive();
    await enqueueMail(
      database.db,
      mailWith([{ ...invoice, path: 'invoices/missing.pdf' }]),
      company,
    );
    const log = createMemoryLogger();
    const transport = createMailTransport({ smtpUrl: receiver.url, mailDir: '/nonexistent' }, log);
    const worker = workerOf(transport, log);
    expect(await worker.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
    transport.close();
    const [row] = await database.db.select().from(mailOutbox);
    expect(row?.lastError).toContain('missing.pdf');
    expect(receiver.messages).toHaveLength(0);
  });

  it('cannot be sent by a worker that was not given the file store', async () => {
    const receiver = await receive();
    await enqueueMail(database.db, mailWith([invoice]), company);
    const log = createMemoryLogger();
    const transport = createMailTransport({ smtpUrl: receiver.url, mailDir: '/nonexistent' }, log);
    const worker = createMailWorker({ db: database.db, transport, from, log });
    expect(await worker.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
    transport.close();
    const [row] = await database.db.select().from(mailOutbox);
    expect(row?.lastError).toBe('mail worker has no file store to find attachments in');
  });
});

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { databasePlugin } from '../../plugins/database';
import { fileStorePlugin } from '../../plugins/file-store';
import {
  readMessage,
  startSmtpReceiver,
  type SmtpReceiver,
} from '@navette/test-support/smtp-receiver';
import { createTestDatabase } from '../../../test/test-database';
import { enqueueMail, type MailToEnqueue } from './mail.outbox';
import { mailPlugin } from './mail.plugin';
import {
  MAIL_COMPANY,
  MAIL_FROM,
  createMemoryLogger,
  waitFor,
} from '../../../test/support/mail-logger';
import { createMailTransport, type MailTransport, type OutgoingMail } from './mail.transport';
import { createMailWorker, retryDelayMs, type MailWorkerOptions } from './mail.worker';

const company = MAIL_COMPANY;
const from = MAIL_FROM;

let database: DatabaseHandle;
let receiver: SmtpReceiver | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});
/** SMTP transports opened by a test: their pooled connections are closed before the receiver. */
const transports: MailTransport[] = [];
afterEach(async () => {
  for (const transport of transports.splice(0)) transport.close();
  await receiver?.close();
  receiver = undefined;
});

let codeCounter = 100000;
const verificationMail = (to = 'lea@example.com'): MailToEnqueue & { code: string } => {
  codeCounter += 1;
  const code = String(codeCounter);
  return {
    to,
    language: 'fr',
    template: 'verificationCode',
    params: { code, minutes: 15 },
    code,
  };
};

const enqueue = async (mail: MailToEnqueue = verificationMail()): Promise<string> => {
  const result = await enqueueMail(database.db, mail, company);
  if (!result.queued) throw new Error('expected a new row');
  return result.id;
};

const rowById = async (id: string) => {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
};

const workerFor = (transport: MailTransport, options: Partial<MailWorkerOptions> = {}) =>
  createMailWorker({ db: database.db, transport, from, log: createMemoryLogger(), ...options });

const smtpTransport = (url: string) => {
  const transport = createMailTransport(
    { smtpUrl: url, mailDir: '/nonexistent' },
    createMemoryLogger(),
  );
  transports.push(transport);
  return transport;
};

/** A transport that fails every send, like an SMTP server refusing mail. */
const failingTransport = (): MailTransport & { calls: OutgoingMail[] } => {
  const calls: OutgoingMail[] = [];
  return {
    kind: 'smtp',
    calls,
    send: async (mail) => {
      calls.push(mail);
      throw new Error('421 Service not available, closing transmission channel');
    },
    close: () => undefined,
  };
};

const makeDue = (id: string) =>
  database.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.id, id));

describe('the mail worker', () => {
  it('delivers a verification code to the SMTP server, once', async () => {
    receiver = await startSmtpReceiver();
    const mail = verificationMail('lea@example.com');
    const id = await enqueue(mail);
    const worker = workerFor(smtpTransport(receiver.url));

    expect(await worker.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });

    expect(receiver.messages).toHaveLength(1);
    const [received] = receiver.messages;
    expect(received?.to).toEqual(['lea@example.com']);
    const message = readMessage(received?.raw ?? '');
    expect(message.subject).toBe(`Votre code de vérification ${company.name}`);
    expect(message.to).toBe('lea@example.com');
    expect(message.decoded).toMatch(new RegExp(`\\b${mail.code}\\b`));
    expect(message.decoded).toContain('Bonjour,');
    expect(received?.raw).toContain(`Message-ID: <${id}@navette.test>`);

    const row = await rowById(id);
    expect(row.status).toBe('sent');
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.lockedUntil).toBeNull();

    // a row marked sent is never sent again
    await makeDue(id);
    expect(await worker.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(receiver.messages).toHaveLength(1);
  });

  it('an SMTP outage delays the mail, and it is delivered exactly once when the server is back', async () => {
    // Find a free port, then leave nothing listening on it: the mail server is down.
    const probe = await startSmtpReceiver();
    const { port, url } = probe;
    await probe.close();
    const mail = verificationMail();
    const id = await enqueue(mail);
    const worker = workerFor(smtpTransport(url));

    expect(await worker.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const delayed = await rowById(id);
    expect(delayed.status).toBe('pending');
    expect(delayed.attempts).toBe(1);
    expect(delayed.lastError).toMatch(/ECONNREFUSED|connect/i);
    const [{ isLater } = { isLater: false }] = await database.db
      .select({ isLater: sql<boolean>`${mailOutbox.nextAttemptAt} > now()` })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    expect(isLater).toBe(true);
    // not due yet: the worker leaves it alone
    expect(await worker.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });

    receiver = await startSmtpReceiver(port);
    await makeDue(id);
    expect(await worker.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await worker.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });

    expect(receiver.messages).toHaveLength(1);
    expect(readMessage(receiver.messages[0]?.raw ?? '').decoded).toContain(mail.code);
    const sent = await rowById(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('sends again a mail claimed by a worker that crashed, once its lease has run out', async () => {
    receiver = await startSmtpReceiver();
    const abandoned = await enqueue();
    const stillLeased = await enqueue();
    await database.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() - interval '1 minute'` })
      .where(eq(mailOutbox.id, abandoned));
    await database.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '5 minutes'` })
      .where(eq(mailOutbox.id, stillLeased));

    const worker = workerFor(smtpTransport(receiver.url));
    expect(await worker.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });

    expect(await rowById(abandoned)).toMatchObject({ status: 'sent', attempts: 2 });
    // another worker is still busy with this one: not touched
    expect(await rowById(stillLeased)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(receiver.messages).toHaveLength(1);
  });

  it('gives a mail up after the maximum number of attempts, and logs an error', async () => {
    const transport = failingTransport();
    const log = createMemoryLogger();
    const id = await enqueue();
    const worker = workerFor(transport, { maxAttempts: 3, log });

    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect(await worker.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
      await makeDue(id);
    }
    expect(await worker.drain()).toEqual({ sent: 0, retried: 0, failed: 1 });

    const row = await rowById(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(row.lastError).toContain('421 Service not available');
    expect(transport.calls).toHaveLength(3);
    const errors = log.entries.filter((entry) => entry.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.details).toMatchObject({ mailId: id, attempts: 3 });

    // a failed mail is not tried again
    await makeDue(id);
    expect(await worker.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('keeps only the beginning of a very long error', async () => {
    const id = await enqueue();
    const worker = workerFor({
      kind: 'smtp',
      send: async () => {
        throw new Error('x'.repeat(50_000));
      },
      close: () => undefined,
    });
    await worker.drain();
    expect((await rowById(id)).lastError?.length).toBeLessThanOrEqual(1_000);
  });

  it('sends every due mail, batch after batch', async () => {
    receiver = await startSmtpReceiver();
    const mails = Array.from({ length: 7 }, () => verificationMail());
    for (const mail of mails) await enqueue(mail);
    const worker = workerFor(smtpTransport(receiver.url), { batchSize: 3 });

    expect(await worker.drain()).toEqual({ sent: 7, retried: 0, failed: 0 });
    expect(receiver.messages).toHaveLength(7);
    const bodies = receiver.messages.map((m) => readMessage(m.raw).decoded);
    for (const mail of mails)
      expect(bodies.filter((body) => body.includes(mail.code))).toHaveLength(1);
  });

  it('never runs two of its own runs at once', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const transport: MailTransport = {
      kind: 'smtp',
      send: async (mail) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await released;
        sent.push(mail.subject);
        inFlight -= 1;
      },
      close: () => undefined,
    };
    for (let i = 0; i < 4; i += 1) await enqueue();
    const worker = workerFor(transport, { batchSize: 1 });

    const first = worker.drain();
    await waitFor(() => inFlight === 1);
    // asked while the first run is busy: one more run, after it
    const second = worker.drain();
    const third = worker.drain();
    expect(third).toBe(second);
    release();
    const [a, b] = await Promise.all([first, second]);

    expect(maxInFlight).toBe(1);
    expect(sent).toHaveLength(4);
    expect(a.sent + b.sent).toBe(4);
  });

  it('writes each mail to an .eml file when no SMTP server is configured', async () => {
    const mailDir = await mkdtemp(path.join(tmpdir(), 'navette-mail-'));
    try {
      const log = createMemoryLogger();
      const transport = createMailTransport({ smtpUrl: undefined, mailDir }, log);
      expect(transport.kind).toBe('file');
      const mail = verificationMail('paul@example.com');
      await enqueue(mail);

      expect(await workerFor(transport).drain()).toMatchObject({ sent: 1 });

      const files = await readdir(mailDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const file = path.join(mailDir, files[0] ?? '');
      const message = readMessage(await readFile(file, 'utf8'));
      expect(message.to).toBe('paul@example.com');
      expect(message.subject).toBe(`Votre code de vérification ${company.name}`);
      expect(message.decoded).toContain(mail.code);
      expect(log.entries).toContainEqual({
        level: 'info',
        details: { to: 'paul@example.com', file },
        message: expect.stringContaining('mail written to file'),
      });
    } finally {
      await rm(mailDir, { recursive: true, force: true });
    }
  });

  // PGlite has a single connection, so row locks only compete on a real PostgreSQL server
  // (TEST_DATABASE_URL). The two workers share the pool, so their claims run on two connections.
  it('two workers sharing one PostgreSQL send each mail once', async (context) => {
    if (database.kind !== 'postgres') context.skip();
    receiver = await startSmtpReceiver();
    const count = 40;
    for (let i = 0; i < count; i += 1) await enqueue();
    // Both workers must be mid-batch together, so that their claims really compete.
    let resolveBothBusy: () => void = () => undefined;
    const bothBusy = new Promise<void>((resolve) => {
      resolveBothBusy = resolve;
    });
    const busy = new Set<string>();
    const gated = (name: string, inner: MailTransport): MailTransport => ({
      kind: 'smtp',
      send: async (mail) => {
        busy.add(name);
        if (busy.size === 2) resolveBothBusy();
        await bothBusy;
        await inner.send(mail);
      },
      close: () => inner.close(),
    });
    const first = workerFor(gated('first', smtpTransport(receiver.url)), { batchSize: 5 });
    const second = workerFor(gated('second', smtpTransport(receiver.url)), { batchSize: 5 });

    const [a, b] = await Promise.all([first.drain(), second.drain()]);

    expect(a.sent).toBeGreaterThan(0);
    expect(b.sent).toBeGreaterThan(0);
    expect(a.sent + b.sent).toBe(count);
    expect(receiver.messages).toHaveLength(count);
    expect(new Set(messageIdsIn(receiver.messages)).size).toBe(count);
    const statuses = await database.db
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
      .from(mailOutbox);
    expect(statuses.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

/** The Message-IDs the receiver got, in order. */
const messageIdsIn = (messages: SmtpReceiver['messages']) =>
  messages.map((message) => /^Message-ID: (.+)$/im.exec(message.raw)?.[1]);

describe('the mail worker, when a worker dies or the SMTP server is slow', () => {
  it('marks each e-mail sent as soon as its own SMTP answer is in, whatever becomes of the rest of its batch', async () => {
    receiver = await startSmtpReceiver();
    const first = await enqueue(verificationMail('lea@example.com'));
    const second = await enqueue(verificationMail('paul@example.com'));
    const held = receiver.hold('paul@example.com');
    const run = workerFor(smtpTransport(receiver.url)).drain();

    await held.arrived;
    // the second mail's answer is still to come: the first is recorded already
    await waitFor(async () => (await rowById(first)).status === 'sent');
    const sent = await rowById(first);
    expect(sent).toMatchObject({ status: 'sent', lockedUntil: null, html: '', secret: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.recipient).not.toBe('lea@example.com');
    expect(await rowById(second)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(receiver.messages.map((message) => message.to)).toEqual([['lea@example.com']]);

    // then the SMTP server refuses the second for now: it waits for its retry
    held.answer(451);
    expect(await run).toEqual({ sent: 1, retried: 1, failed: 0 });
    const refused = await rowById(second);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1 });
    expect(refused.lastError).toContain('451');
  });

  it('takes over the e-mail of a worker that stopped renewing its lease, once that lease ends, with the same Message-ID', async () => {
    receiver = await startSmtpReceiver();
    const abandoned = await enqueue(verificationMail('lea@example.com'));
    const renewed = await enqueue(verificationMail('paul@example.com'));
    // Both claimed by workers: the first one's died, its last heartbeat leasing the row until a
    // second from now; the other's is alive and renewing.
    const claimedUntil = async (id: string, lease: string) => {
      const [row] = await database.db
        .update(mailOutbox)
        .set({
          status: 'sending',
          attempts: 1,
          lockedUntil: sql.raw(`now() + interval '${lease}'`),
        })
        .where(eq(mailOutbox.id, id))
        .returning({ lockedUntil: mailOutbox.lockedUntil });
      return row?.lockedUntil ?? new Date(0);
    };
    const leaseEnd = await claimedUntil(abandoned, '1 second');
    await claimedUntil(renewed, '5 minutes');

    const worker = workerFor(smtpTransport(receiver.url), { pollIntervalMs: 50 });
    worker.start();
    try {
      await waitFor(() => receiver?.messages.length === 1, 20_000);
    } finally {
      await worker.stop();
    }

    const takenOver = await rowById(abandoned);
    expect(takenOver).toMatchObject({ status: 'sent', attempts: 2 });
    // by the database's clock, not before the dead worker's lease was over
    expect(takenOver.sentAt?.getTime()).toBeGreaterThanOrEqual(leaseEnd.getTime());
    expect(messageIdsIn(receiver.messages)).toEqual([`<${abandoned}@navette.test>`]);
    expect(await rowById(renewed)).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('sends a mail again with the Message-ID of its first try when the answer to that try was lost', async () => {
    receiver = await startSmtpReceiver();
    const id = await enqueue();
    const smtp = smtpTransport(receiver.url);
    let tries = 0;
    // the SMTP server accepted the first try, but its answer never reached the worker
    const answerLost: MailTransport = {
      kind: 'smtp',
      send: async (mail) => {
        tries += 1;
        await smtp.send(mail);
        if (tries === 1) throw new Error('Connection closed unexpectedly');
      },
      close: () => undefined,
    };
    const worker = workerFor(answerLost);
    expect(await worker.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
    await makeDue(id);
    expect(await worker.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });

    // a receiving server can tell the copy and drop it
    expect(messageIdsIn(receiver.messages)).toEqual([
      `<${id}@navette.test>`,
      `<${id}@navette.test>`,
    ]);
  });

  it('keeps its claim on a mail whose SMTP answer is slow, past its lease, by renewing it', async () => {
    receiver = await startSmtpReceiver();
    const id = await enqueue(verificationMail('lea@example.com'));
    const held = receiver.hold('lea@example.com');
    const run = workerFor(smtpTransport(receiver.url), { leaseMs: 3_000 }).drain();
    await held.arrived;
    const { lockedUntil: firstLease } = await rowById(id);
    if (!firstLease) throw new Error('the claimed row has no lease');

    // the database's clock passes the end of the lease taken with the claim…
    await waitFor(async () => {
      const [clock] = await database.db
        .execute<{ after: boolean }>(
          sql`select now() > ${firstLease.toISOString()}::timestamptz as after`,
        )
        .then((result) => result.rows);
      return clock?.after === true;
    }, 30_000);
    // …and the row is still leased, to its worker: another one takes nothing
    const [lease] = await database.db
      .select({
        live: sql<boolean>`${mailOutbox.lockedUntil} > now()`,
        attempts: mailOutbox.attempts,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    expect(lease).toEqual({ live: true, attempts: 1 });
    expect(await workerFor(smtpTransport(receiver.url)).drain()).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });

    held.answer();
    expect(await run).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(receiver.messages).toHaveLength(1);
    expect(await rowById(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('retry delays', () => {
  const options = { baseMs: 30_000, maxMs: 3_600_000 };

  it('double at each failure, from 30 s up to one hour', () => {
    const longest = (attempts: number) => retryDelayMs(attempts, { ...options, random: () => 1 });
    expect([1, 2, 3, 4].map(longest)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(longest(8)).toBe(3_600_000);
    expect(longest(50)).toBe(3_600_000);
  });

  it('are spread by jitter between half and all of the delay', () => {
    expect(retryDelayMs(1, { ...options, random: () => 0 })).toBe(15_000);
    expect(retryDelayMs(3, { ...options, random: () => 0.5 })).toBe(90_000);
  });
});

describe('the mail plugin', () => {
  const buildApp = async (startWorker: boolean, mailDir: string) => {
    const config = loadConfig({
      DATA_DIR: mailDir,
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      LOG_LEVEL: 'silent',
    });
    const app = Fastify({ logger: false });
    await app.register(databasePlugin, { handle: database, closeOnShutdown: false });
    await app.register(fileStorePlugin, { location: config.storage });
    await app.register(mailPlugin, { config, startWorker, worker: { pollIntervalMs: 25 } });
    return { app, config };
  };

  it('sends what features enqueue through app.mail once the app is ready', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'navette-mail-'));
    const { app, config } = await buildApp(true, dataDir);
    try {
      await app.ready();
      const mail = verificationMail();
      await app.db.transaction((tx) => app.mail.enqueue(tx, mail));
      await waitFor(async () => (await readdir(config.mailDir).catch(() => [])).length === 1);
      const [file = ''] = await readdir(config.mailDir);
      expect(await readFile(path.join(config.mailDir, file), 'utf8')).toContain(mail.code);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('sends what is due when the app closes, before the database goes away', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'navette-mail-'));
    const { app, config } = await buildApp(false, dataDir);
    try {
      await app.ready();
      const result = await app.mail.enqueue(app.db, verificationMail());
      await app.close();
      expect(await readdir(config.mailDir)).toHaveLength(1);
      if (result.queued) expect((await rowById(result.id)).status).toBe('sent');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

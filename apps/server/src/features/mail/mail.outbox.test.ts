import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { createTestDatabase } from '../../../test/test-database';
import { MAIL_SECRET_MASK, enqueueMail, withSecret, type MailToEnqueue } from './mail.outbox';

import { MAIL_COMPANY } from '../../../test/support/mail-logger';

const company = MAIL_COMPANY;

const verificationMail = (
  overrides: Partial<Pick<MailToEnqueue, 'to' | 'language' | 'dedupeKey'>> = {},
): MailToEnqueue => ({
  to: 'lea@example.com',
  language: 'fr',
  template: 'verificationCode',
  params: { code: '482913', minutes: 15 },
  ...overrides,
});

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});

const rows = () => database.db.select().from(mailOutbox);

describe('enqueueMail', () => {
  it('stores the rendered mail as pending, to be sent by the worker', async () => {
    const result = await enqueueMail(database.db, verificationMail(), company);
    expect(result.queued).toBe(true);
    const [row] = await rows();
    expect(row).toMatchObject({
      recipient: 'lea@example.com',
      language: 'fr',
      template: 'verificationCode',
      subject: `Votre code de vérification ${company.name}`,
      status: 'pending',
      attempts: 0,
      sentAt: null,
    });
    // the code is kept apart: the stored body shows a mask, the worker sends the code itself
    expect(row?.secret).toBe('482913');
    for (const part of [row?.subject, row?.text, row?.html]) expect(part).not.toContain('482913');
    expect(row?.text).toContain(MAIL_SECRET_MASK);
    expect(row?.html).toContain(MAIL_SECRET_MASK);
    const sent = row ? withSecret(row) : undefined;
    expect(sent?.text).toContain('482913');
    expect(sent?.html).toContain('482913');
    expect(sent?.text).not.toContain(MAIL_SECRET_MASK);
    if (result.queued) expect(row?.id).toBe(result.id);
  });

  it('a request that fails after enqueuing its mail sends no mail', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, verificationMail(), company);
        throw new Error('the reservation could not be saved');
      }),
    ).rejects.toThrow('the reservation could not be saved');
    expect(await rows()).toHaveLength(0);
  });

  it('a committed change keeps its mail', async () => {
    await database.db.transaction(async (tx) => {
      await enqueueMail(tx, verificationMail(), company);
    });
    expect(await rows()).toHaveLength(1);
  });

  it('a retried request or a replayed webhook enqueues one mail per dedupe key', async () => {
    const mail = verificationMail({ dedupeKey: 'verification:user-1:code-1' });
    const first = await enqueueMail(database.db, mail, company);
    const second = await database.db.transaction((tx) => enqueueMail(tx, mail, company));
    expect(first.queued).toBe(true);
    expect(second).toEqual({ queued: false, reason: 'duplicate' });
    expect(await rows()).toHaveLength(1);
    // mails without a key are never taken for duplicates
    await enqueueMail(database.db, verificationMail(), company);
    await enqueueMail(database.db, verificationMail(), company);
    expect(await rows()).toHaveLength(3);
  });

  it('renders in the recipient’s language', async () => {
    await enqueueMail(
      database.db,
      verificationMail({ language: 'en', dedupeKey: 'english' }),
      company,
    );
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, 'english'));
    expect(row?.language).toBe('en');
    expect(row?.subject).toBe(`Your ${company.name} verification code`);
  });

  it('refuses an address that could inject headers', async () => {
    await expect(
      enqueueMail(
        database.db,
        verificationMail({ to: 'a@example.com\r\nBcc: b@example.com' }),
        company,
      ),
    ).rejects.toThrow('not a deliverable e-mail address');
    expect(await rows()).toHaveLength(0);
  });
});

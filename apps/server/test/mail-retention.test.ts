/**
 * Once a mail is delivered, its outbox row keeps what the operator needs and nothing the
 * recipient was told (docs/product/emails.md#what-the-outbox-keeps).
 */
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { BrowserClient } from '@navette/test-support/browser-client';
import { serverTest } from './support/fixtures';
import { latestCodeFor } from './support/outbox';
import { readMessage } from '@navette/test-support/smtp-receiver';

const it = serverTest({ smtp: true });

describe('the outbox after sending', () => {
  it('keeps no code and no full address once the verification code is delivered', async ({
    t,
    smtp,
  }) => {
    const email = `lea.martin-${Date.now()}@example.test`;
    const browser = new BrowserClient(t.app);
    const registered = await browser.post('/auth/register', {
      name: 'Léa Martin',
      email,
      password: 'secret-123',
    });
    expect(registered.statusCode).toBe(201);
    const code = await latestCodeFor(t.database.db, email);

    expect(await t.app.mail.worker.drain()).toMatchObject({ sent: 1 });

    // the customer has the code …
    const [delivered] = smtp.messages.filter((message) => message.to.includes(email));
    expect(readMessage(delivered?.raw ?? '').decoded).toContain(code);
    // … and the row that sent it no longer does
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'verificationCode'));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      template: 'verificationCode',
      language: 'fr',
      status: 'sent',
      recipient: 'l•••@example.test',
      subject: '',
      html: '',
      text: '',
      lastError: null,
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain('lea.martin');
    expect(JSON.stringify(row)).not.toContain('Léa');
  });
});

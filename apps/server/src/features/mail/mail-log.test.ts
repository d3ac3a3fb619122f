import { describe, expect, it } from 'vitest';
import type { MailOutboxRow } from '../../db/schema';
import { toAdminMail } from './mail-log.repository';

const row = (overrides: Partial<MailOutboxRow> = {}): MailOutboxRow => ({
  id: '0b7c4f2e-8d55-4f7a-9a53-0d7c1c1b2a11',
  channel: 'email',
  recipient: 'jeanne.dupont@example.com',
  language: 'fr',
  template: 'devisSent',
  subject: 'Votre devis',
  html: '<p>Votre devis</p>',
  text: 'Votre devis',
  secret: null,
  attachments: null,
  status: 'failed',
  attempts: 1,
  nextAttemptAt: new Date('2026-11-20T10:00:00Z'),
  lockedUntil: null,
  lastError: null,
  dedupeKey: null,
  createdAt: new Date('2026-11-20T09:59:00Z'),
  sentAt: null,
  redactedAt: null,
  ...overrides,
});

describe('the e-mail log line', () => {
  it('masks the recipient to its first letter and domain', () => {
    expect(toAdminMail(row()).recipient).toBe('j•••@example.com');
  });

  it('masks an address the SMTP server quoted in its refusal', () => {
    const line = toAdminMail(
      row({ lastError: 'refused by the SMTP server (550): <jeanne.dupont@example.com>: unknown' }),
    );
    expect(line.lastError).toBe('refused by the SMTP server (550): <j•••@example.com>: unknown');
  });

  it('leaves an address the worker already masked (a sent row) as it is', () => {
    expect(toAdminMail(row({ recipient: 'j•••@example.com', status: 'sent' })).recipient).toBe(
      'j•••@example.com',
    );
  });
});

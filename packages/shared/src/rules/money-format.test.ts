import { describe, expect, it } from 'vitest';
import { formatEuros, formatShortDay, localeOf } from './money-format';

/** Intl writes French with narrow and plain no-break spaces: compared here as plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('money and days, one way for the site, the e-mails and the documents', () => {
  it.each([
    [1280.5, 'fr', 'always', '1 280,50 €'],
    [1280.5, 'en', 'always', '€1,280.50'],
    [180, 'fr', 'always', '180,00 €'],
    [180, 'fr', 'when-needed', '180 €'],
    [75.5, 'fr', 'when-needed', '75,50 €'],
    [1405.5, 'en', 'when-needed', '€1,405.50'],
    [350, 'en', 'never', '€350'],
    [349.99, 'fr', 'never', '350 €'],
  ] as const)('%s in %s, cents %s → %s', (amount, language, cents, written) => {
    expect(plain(formatEuros(amount, language, cents))).toBe(written);
  });

  it('reads any English as British English and anything else as French', () => {
    expect(localeOf('en-US')).toBe('en-GB');
    expect(localeOf('de')).toBe('fr-FR');
    expect(plain(formatEuros(12, 'en-US', 'always'))).toBe('€12.00');
  });

  it('writes a calendar day as dd/mm/yyyy, whatever the machine’s zone', () => {
    expect(formatShortDay('2026-05-20')).toBe('20/05/2026');
  });
});

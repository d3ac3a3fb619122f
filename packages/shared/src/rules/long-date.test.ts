import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  it('writes a calendar date in full, in French and in English', () => {
    expect(formatLongDate('2025-06-14', 'fr-FR')).toBe('samedi 14 juin 2025');
    expect(formatLongDate('2025-06-14', 'en-GB')).toBe('Saturday, 14 June 2025');
  });

  it('never shifts the day, whatever the time zone', () => {
    expect(formatLongDate('2026-01-01', 'fr')).toBe('jeudi 1 janvier 2026');
  });

  it.each([['2026-02-31'], ['14/06/2025'], [''], [null], [undefined]])(
    'gives back %j as it came when it is no calendar date',
    (value) => {
      expect(formatLongDate(value, 'fr')).toBe(value ?? '');
    },
  );
});

import { describe, expect, it } from 'vitest';
import { DOCUMENT_EXPIRY_WARNING_DAYS, daysLeftOf, documentWarning } from './document-expiry';

describe('the papers’ expiry', () => {
  it('counts calendar days to the last valid day, across months and summer time', () => {
    expect(daysLeftOf('2026-11-29', '2026-11-29')).toBe(0);
    expect(daysLeftOf('2026-12-29', '2026-11-29')).toBe(30);
    expect(daysLeftOf('2027-03-30', '2027-03-27')).toBe(3);
    expect(daysLeftOf('2026-11-28', '2026-11-29')).toBe(-1);
  });

  it(`flags a document ${DOCUMENT_EXPIRY_WARNING_DAYS} days before, on its day and after; not 31 days before`, () => {
    expect(documentWarning('2026-12-30', '2026-11-29')).toBeNull();
    expect(documentWarning('2026-12-29', '2026-11-29')).toBe(30);
    expect(documentWarning('2026-11-29', '2026-11-29')).toBe(0);
    expect(documentWarning('2025-01-01', '2026-11-29')).toBe(-697);
    expect(documentWarning(null, '2026-11-29')).toBeNull();
    expect(documentWarning(undefined, '2026-11-29')).toBeNull();
  });
});

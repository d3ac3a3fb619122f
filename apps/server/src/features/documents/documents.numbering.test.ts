import { describe, expect, it } from 'vitest';
import { formatDocumentNumber, parseDocumentNumber } from './documents.numbering';

describe('document numbers', () => {
  it('writes the kind, the year and six digits', () => {
    expect(formatDocumentNumber('devis', 2026, 1)).toBe('D-2026-000001');
    expect(formatDocumentNumber('bon', 2026, 42)).toBe('B-2026-000042');
    expect(formatDocumentNumber('facture', 2027, 123_456)).toBe('F-2027-123456');
  });

  it('keeps counting past a million rather than wrapping', () => {
    expect(formatDocumentNumber('facture', 2026, 1_000_000)).toBe('F-2026-1000000');
  });

  it('refuses a sequence that is not a positive whole number', () => {
    for (const sequence of [0, -1, 1.5, Number.NaN]) {
      expect(() => formatDocumentNumber('devis', 2026, sequence)).toThrow(RangeError);
    }
  });

  it('reads back what it wrote, and nothing else', () => {
    expect(parseDocumentNumber('F-2026-000042')).toEqual({
      kind: 'facture',
      year: 2026,
      sequence: 42,
    });
    expect(parseDocumentNumber('B-2025-000001')).toEqual({ kind: 'bon', year: 2025, sequence: 1 });
    for (const text of ['X-2026-000001', 'F-26-000001', 'F-2026-42', 'f-2026-000001', '']) {
      expect(parseDocumentNumber(text), text).toBeUndefined();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { parisNow, percentChange, periodRange } from './dashboard.period';

describe('the dashboard period maths', () => {
  // the period, today, then the range: from, until (excluded), the previous period's start, to
  it.each([
    ['month', '2026-03-15', '2026-03-01', '2026-04-01', '2026-02-01', '2026-03-31'],
    ['month', '2026-01-31', '2026-01-01', '2026-02-01', '2025-12-01', '2026-01-31'],
    ['month', '2024-02-10', '2024-02-01', '2024-03-01', '2024-01-01', '2024-02-29'],
    ['quarter', '2026-02-15', '2026-01-01', '2026-04-01', '2025-10-01', '2026-03-31'],
    ['quarter', '2026-12-31', '2026-10-01', '2027-01-01', '2026-07-01', '2026-12-31'],
    ['year', '2026-06-01', '2026-01-01', '2027-01-01', '2025-01-01', '2026-12-31'],
  ] as const)('%s around %s', (period, today, from, until, previousFrom, to) => {
    expect(periodRange(period, today)).toEqual({ from, until, previousFrom, to });
  });

  it('reads today and the time in Paris, not in UTC', () => {
    // 23:30 UTC on 31 December is already 00:30 on 1 January in Paris
    expect(parisNow(new Date('2026-12-31T23:30:00Z'))).toEqual({
      today: '2027-01-01',
      time: '00:30',
    });
    // summer time: UTC+2
    expect(parisNow(new Date('2026-07-14T08:05:00Z'))).toEqual({
      today: '2026-07-14',
      time: '10:05',
    });
  });

  it('gives the change in percent, rounded, and none against an empty period', () => {
    expect(percentChange(112, 100)).toBe(12);
    expect(percentChange(1, 3)).toBe(-67);
    expect(percentChange(0, 4)).toBe(-100);
    expect(percentChange(5, 0)).toBeNull();
  });
});

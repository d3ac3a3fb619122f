import { describe, expect, it } from 'vitest';
import { hasPickUpPassed } from './pick-up-time';

describe('hasPickUpPassed', () => {
  // 23:56 in Paris on 27/11/2026 (UTC+1)
  const now = new Date('2026-11-27T22:56:00Z');

  it('says a trip earlier today, or on a past day, has passed; a later one has not', () => {
    expect(hasPickUpPassed({ date: '2026-11-27', heure: '00:30' }, now)).toBe(true);
    expect(hasPickUpPassed({ date: '2026-11-27', heure: '23:56' }, now)).toBe(true);
    expect(hasPickUpPassed({ date: '2026-11-26', heure: '23:59' }, now)).toBe(true);
    expect(hasPickUpPassed({ date: '2026-11-27', heure: '23:57' }, now)).toBe(false);
    expect(hasPickUpPassed({ date: '2026-11-28', heure: '00:00' }, now)).toBe(false);
  });
});

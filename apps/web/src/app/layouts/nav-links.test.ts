import { describe, expect, it } from 'vitest';
import { navLinks } from './nav-links';

describe('navLinks', () => {
  it('links each named page under its nav. label, in the given order', () => {
    expect(navLinks(['faq', 'pricing'])).toEqual([
      { to: '/faq', label: 'nav.faq' },
      { to: '/tarifs', label: 'nav.pricing' },
    ]);
  });
});

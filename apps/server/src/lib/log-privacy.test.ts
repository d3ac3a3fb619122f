import { describe, expect, it } from 'vitest';
import { maskEmail, scrubLogValue, scrubText, stripQuery } from './log-privacy';

describe('log privacy', () => {
  it('masks every e-mail address in a text, keeping its first letter and domain', () => {
    expect(maskEmail('to alice.martin+vip@example.com and Bob@mail.example.fr')).toBe(
      'to a•••@example.com and B•••@mail.example.fr',
    );
    expect(maskEmail('/api/x?email=alice%40example.com')).toBe('/api/x?email=a•••@example.com');
    expect(maskEmail('no address @ all, or a@b')).toBe('no address @ all, or a@b');
  });

  it('drops the query string of a URL, and of a path quoted in a message', () => {
    expect(stripQuery('/auth/google/callback?code=SECRET&state=STATE')).toBe(
      '/auth/google/callback',
    );
    expect(stripQuery('/api/geocode')).toBe('/api/geocode');
    expect(scrubText('Route GET:/api/geocode?q=12%20rue%20de%20Rivoli not found')).toBe(
      'Route GET:/api/geocode not found',
    );
    expect(scrubText('fetch https://api.example.fr/search/?q=rivoli&limit=5 failed')).toBe(
      'fetch https://api.example.fr/search/ failed',
    );
  });

  it('scrubs nested log details: addresses masked, query parameters and row values dropped', () => {
    expect(
      scrubLogValue({
        to: 'alice@example.com',
        attempts: 2,
        err: { message: 'Failed query: insert into "users" …\nparams: Alice,alice@example.com' },
        cause: { detail: 'Key (email)=(alice@example.com) already exists.', params: ['Alice'] },
        rows: [{ detail: 'Failing row contains (1, Alice, alice@example.com).' }],
        at: new Date(0),
      }),
    ).toEqual({
      to: 'a•••@example.com',
      attempts: 2,
      err: { message: 'Failed query: insert into "users" …\nparams: [redacted]' },
      cause: { detail: 'Key (email)=(…) already exists.', params: '[redacted]' },
      rows: [{ detail: 'Failing row contains (…).' }],
      at: new Date(0),
    });
  });

  it('reads hostile text in one pass: long runs of address characters, of separators, of slashes', () => {
    // each of these took the old patterns quadratic time (seconds on 15 KB)
    const runs = 'a-'.repeat(7_500);
    expect(maskEmail(`/a%40${runs}`)).toBe(`/a%40${runs}`);
    expect(maskEmail(`${'a%40a-'.repeat(2_500)}b@example.com`)).toBe(
      `${'a%40a-'.repeat(2_500).slice(0, 1)}•••@example.com`,
    );
    expect(maskEmail(`${'a@'.repeat(7_500)}`)).toBe('a@'.repeat(7_500));
    expect(scrubText(`Route GET:${'/'.repeat(15_000)}a?q=alice%40example.com not found`)).toBe(
      `Route GET:${'/'.repeat(15_000)}a not found`,
    );
    expect(maskEmail('a%40b%40c.example.fr, x@y.io.')).toBe('a•••@c.example.fr, x•••@y.io.');
    expect(maskEmail('z@a-.com, w@mail.com-x')).toBe('z@a-.com, w•••@mail.com-x');
  });
});

import { describe, expect, it } from 'vitest';
import { hashPassword, passwordNeedsRehash, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id at m=19456, t=2, p=1 and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'Correct horse battery staple')).toBe(false);
    expect(passwordNeedsRehash(hash)).toBe(false);
  });

  it('salts every hash, so one password never gives the same hash twice', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('answers false for an account without a password, after doing the same work', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword(undefined, '')).toBe(false);
  });

  it('asks for a re-hash of a hash made with weaker parameters', () => {
    expect(
      passwordNeedsRehash(
        '$argon2id$v=19$m=4096,t=3,p=1$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG',
      ),
    ).toBe(true);
  });
});

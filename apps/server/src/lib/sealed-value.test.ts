import { describe, expect, it } from 'vitest';
import { sealValue, unsealValue } from './sealed-value';

const SECRET = 'x'.repeat(40);

describe('sealed values', () => {
  it('come back as they were sealed', () => {
    const sealed = sealValue(SECRET, 'oidc', { state: 'abc', startedAt: 42 });
    expect(unsealValue(SECRET, 'oidc', sealed)).toEqual({ state: 'abc', startedAt: 42 });
  });

  it('are refused when changed, sealed for another use or under another secret', () => {
    const sealed = sealValue(SECRET, 'oidc', { userId: 'alice' });
    const [body, mac] = sealed.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ userId: 'mallory' })).toString('base64url');
    expect(unsealValue(SECRET, 'oidc', `${forged}.${mac}`)).toBeUndefined();
    expect(unsealValue(SECRET, 'admin-sign-in', sealed)).toBeUndefined();
    expect(unsealValue('y'.repeat(40), 'oidc', sealed)).toBeUndefined();
    expect(unsealValue(SECRET, 'oidc', `${body}.${mac}.extra`)).toBeUndefined();
  });

  it.each([undefined, '', 'no-dot', '.', 'a.b'])('refuse %j', (sealed) => {
    expect(unsealValue(SECRET, 'oidc', sealed)).toBeUndefined();
  });

  it('refuse a value longer than allowed, before any work', () => {
    const sealed = sealValue(SECRET, 'oidc', { padding: 'p'.repeat(200) });
    expect(unsealValue(SECRET, 'oidc', sealed, 100)).toBeUndefined();
    expect(unsealValue(SECRET, 'oidc', sealed)).toEqual({ padding: 'p'.repeat(200) });
  });
});

import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './routes';

describe('where a customer returns after signing in', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnPath('/profile')).toBe('/profile');
    expect(safeReturnPath('/profile?onglet=reservations#r-12')).toBe(
      '/profile?onglet=reservations#r-12',
    );
    expect(safeReturnPath('/reservation?service=vip')).toBe('/reservation?service=vip');
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/profile'],
    ['https://evil.example/profile'],
    ['http:evil.example'],
    ['javascript:alert(1)'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['\\\\evil.example'],
    ['/%0d%0aSet-Cookie'.replace('%0d%0a', '\r\n')],
    ['/\tevil'],
    [' /profile'],
    ['profile'],
    [''],
    ['/login'],
    ['/login?next=/profile'],
    ['/register'],
    ['/admin/dashboard'],
    ['/api/auth/check'],
    ['/auth/google'],
    [`/${'a'.repeat(600)}`],
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it('refuses what is not text', () => {
    expect(safeReturnPath(undefined)).toBeUndefined();
    expect(safeReturnPath(['/profile'])).toBeUndefined();
    expect(safeReturnPath({ pathname: '/profile' })).toBeUndefined();
  });
});

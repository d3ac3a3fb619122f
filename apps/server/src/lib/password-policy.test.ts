import { describe, expect, it } from 'vitest';
import { isCommonPassword, refuseCommonPassword } from './password-policy';

describe('common passwords', () => {
  it.each(['password123', 'azertyuiop', 'Password123', '12345678', 'qwertyuiop'])(
    'knows %s',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['voyage-2026', 'secret-123', 'admin-password-for-tests', 'Clé de voûte 9'])(
    'lets %s through',
    (password) => expect(isCommonPassword(password)).toBe(false),
  );

  it('answers VALIDATION_FAILED on the given field with the given message key', () => {
    expect(() => refuseCommonPassword('azertyuiop', 'password', 'auth.x')).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', fields: { password: 'auth.x' } }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { adminCodeSchema, adminPasswordChangeSchema, registerSchema } from './auth';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('password lengths', () => {
  it.each([
    ['abc1234', 'auth.register.errors.passwordTooShort'],
    ['abc12345', undefined],
  ])('a customer password %j: %s', (password, message) => {
    const result = registerSchema.safeParse({ name: 'Léa', email: 'lea@example.fr', password });
    expect(messageOf(result)).toBe(message);
  });

  it.each([
    ['onze-carac.', 'auth.adminLogin.errors.passwordTooShort'],
    ['douze-caract', undefined],
  ])('an administrator password %j: %s', (password, message) => {
    expect(messageOf(adminPasswordChangeSchema.safeParse({ password }))).toBe(message);
  });
});

describe('second-factor codes', () => {
  it.each([
    ['123456', '123456'],
    [' 123456 ', '123456'],
    ['ABCD-EFGH-2345-67AB', 'abcd-efgh-2345-67ab'],
    ['abcdefgh234567ab', 'abcdefgh234567ab'],
  ])('accepts %j as %j', (code, parsed) => {
    expect(adminCodeSchema.parse({ code })).toEqual({ code: parsed });
  });

  it.each(['12345', '1234567', '12 3456', 'abcd-efgh-ijkl', 'abcd-efgh-ijkl-mno1', ''])(
    'refuses %j with the form message',
    (code) => {
      expect(messageOf(adminCodeSchema.safeParse({ code }))).toBe(
        'auth.adminLogin.errors.codeFormat',
      );
    },
  );
});

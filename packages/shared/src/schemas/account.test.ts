import { describe, expect, it } from 'vitest';
import { changePasswordSchema, resetPasswordSchema, updateProfileSchema } from './account';
import { createReviewSchema } from './reviews';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('a review', () => {
  it('defaults the note to 5 and trims the comment and the city', () => {
    expect(createReviewSchema.parse({ commentaire: '  Super  ', city: ' Nice ' })).toEqual({
      note: 5,
      commentaire: 'Super',
      city: 'Nice',
    });
  });

  it.each([
    [{ note: 1, commentaire: 'ok' }, undefined],
    [{ note: 5, commentaire: 'x'.repeat(1000) }, undefined],
    [{ note: 0, commentaire: 'ok' }, 'accountApi.reviews.errors.noteRange'],
    [{ note: 6, commentaire: 'ok' }, 'accountApi.reviews.errors.noteRange'],
    [{ note: 2.5, commentaire: 'ok' }, 'accountApi.reviews.errors.noteRange'],
    [{ note: null, commentaire: 'ok' }, 'accountApi.reviews.errors.noteRange'],
    [{ note: 5 }, 'accountApi.reviews.errors.commentRequired'],
    [{ commentaire: ' \n ' }, 'accountApi.reviews.errors.commentRequired'],
    [{ commentaire: 'x'.repeat(1001) }, 'accountApi.reviews.errors.commentTooLong'],
    [{ commentaire: 'ok', city: 'c'.repeat(81) }, 'accountApi.reviews.errors.cityTooLong'],
    [{ commentaire: 'ok', city: 'Ni\u0000ce' }, 'validation.invalidCharacters'],
    [{ commentaire: 'a\u202Eb' }, 'validation.invalidCharacters'],
  ])('%j: %s', (body, message) => {
    expect(messageOf(createReviewSchema.safeParse(body))).toBe(message);
  });

  it("accepts the spec's `user` field, and no other unknown field", () => {
    expect(createReviewSchema.safeParse({ user: 'someone', commentaire: 'ok' }).success).toBe(true);
    expect(createReviewSchema.safeParse({ userId: 'someone', commentaire: 'ok' }).success).toBe(
      false,
    );
  });
});

describe('the account', () => {
  it.each([
    [{ name: 'Léa', language: 'en' }, undefined],
    [{ name: ' ', language: 'fr' }, 'auth.register.errors.nameRequired'],
    [{ name: 'Léa', language: 'de' }, 'accountApi.profile.errors.languageInvalid'],
  ])('profile %j: %s', (body, message) => {
    expect(messageOf(updateProfileSchema.safeParse(body))).toBe(message);
  });

  it.each([
    [{ currentPassword: 'x', newPassword: 'abc12345' }, undefined],
    [
      { currentPassword: '', newPassword: 'abc12345' },
      'accountApi.password.errors.currentRequired',
    ],
    [{ currentPassword: 'x', newPassword: 'abc1234' }, 'accountApi.password.errors.newTooShort'],
    [{ currentPassword: 'x', newPassword: 'a'.repeat(201) }, 'validation.tooLong'],
  ])('password change %j: %s', (body, message) => {
    expect(messageOf(changePasswordSchema.safeParse(body))).toBe(message);
  });

  it.each([
    [{ email: ' Lea@Example.FR ', code: ' 123456 ', password: 'abc12345' }, undefined],
    [
      { email: 'lea', code: '123456', password: 'abc12345' },
      'accountApi.reset.errors.emailInvalid',
    ],
    [
      { email: 'lea@x.fr', code: '12345', password: 'abc12345' },
      'accountApi.reset.errors.codeFormat',
    ],
    [
      { email: 'lea@x.fr', code: '123456', password: 'short' },
      'accountApi.password.errors.newTooShort',
    ],
  ])('reset %j: %s', (body, message) => {
    expect(messageOf(resetPasswordSchema.safeParse(body))).toBe(message);
  });

  it('reads the reset address in lower case', () => {
    const parsed = resetPasswordSchema.parse({
      email: ' Lea@Example.FR ',
      code: ' 123456 ',
      password: 'abc12345',
    });
    expect(parsed).toMatchObject({ email: 'lea@example.fr', code: '123456' });
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { translatorFor } from './i18n';
import { fieldErrorKeys, parseOrThrow, translateIssues } from './validation';

const schema = z.strictObject({
  nom: z.string().max(5),
  email: z.string('contact.form.errors.emailRequired'),
  age: z.number().optional(),
  adresse: z.strictObject({ ville: z.string() }).optional(),
  choix: z.enum(['a', 'b']).optional(),
});
const issuesOf = (value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected the value to be refused');
  return parsed.error.issues;
};

describe('translateIssues', () => {
  const fr = translatorFor('fr');
  const en = translatorFor('en');

  it('says that a missing field is required, in the language asked', () => {
    expect(translateIssues(issuesOf({ email: 'a@b.fr' }), fr)).toEqual({
      nom: 'Ce champ est obligatoire.',
    });
    expect(translateIssues(issuesOf({ email: 'a@b.fr' }), en)).toEqual({
      nom: 'This field is required.',
    });
  });

  it('says that a value is too long, or of the wrong type', () => {
    expect(translateIssues(issuesOf({ nom: 'trop long', email: 'a', age: 'x' }), fr)).toEqual({
      nom: 'Ce champ est trop long.',
      age: 'Type de valeur invalide.',
    });
  });

  it('names each unknown field, nested ones by their dotted path', () => {
    expect(
      translateIssues(
        issuesOf({ nom: 'a', email: 'b', to: 'x', cc: 'y', adresse: { ville: 'c', rue: 1 } }),
        fr,
      ),
    ).toEqual({
      to: 'Champ inconnu.',
      cc: 'Champ inconnu.',
      'adresse.rue': 'Champ inconnu.',
    });
  });

  it("translates a schema's own message key, and falls back to a generic message", () => {
    expect(translateIssues(issuesOf({ nom: 'a', choix: 'c' }), fr)).toEqual({
      email: 'Veuillez indiquer votre adresse e-mail.',
      choix: 'Valeur invalide.',
    });
  });

  it('reports a body that is not an object under `_`, and a field once', () => {
    expect(translateIssues(issuesOf(null), fr)).toEqual({ _: 'Type de valeur invalide.' });
    expect(
      translateIssues(
        [
          { path: ['nom'], code: 'custom', message: 'validation.tooLong' },
          { path: ['nom'], code: 'custom', message: 'validation.required' },
        ],
        fr,
      ),
    ).toEqual({ nom: 'Ce champ est trop long.' });
  });
});

describe('fieldErrorKeys', () => {
  it('keeps the message keys, for the error handler to translate', () => {
    expect(fieldErrorKeys(issuesOf({ nom: 'trop long', extra: 1 }))).toEqual({
      nom: 'validation.tooLong',
      email: 'contact.form.errors.emailRequired',
      extra: 'validation.unknownField',
    });
  });
});

describe('parseOrThrow', () => {
  it('returns the parsed value', () => {
    expect(parseOrThrow(schema, { nom: ' Jo', email: 'a@b.fr' })).toEqual({
      nom: ' Jo',
      email: 'a@b.fr',
    });
  });

  it('throws VALIDATION_FAILED (400) with one message key per field', () => {
    let thrown: unknown;
    try {
      parseOrThrow(schema, { nom: 'trop long' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      code: 'VALIDATION_FAILED',
      statusCode: 400,
      fields: { nom: 'validation.tooLong', email: 'contact.form.errors.emailRequired' },
    });
  });
});

import fc from 'fast-check';
import type { z } from 'zod';
import { multipart, PNG, tinyPdf, type FilePart } from '@navette/test-support/files';
import { almostValidBody, jsonSchemaOf, validValue, type RawBody } from './fuzz';

/*
 * Multipart bodies for the upload forms (a job application, a service and its photo): text fields
 * derived from the endpoint's schema, and files that are not what they claim.
 */

/** The form fields' text: a multipart body carries nothing but strings. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

const textFields = (body: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(typeof body === 'object' && body !== null ? body : {}).map(([key, value]) => [
      key,
      asText(value),
    ]),
  );

/** The contents a file part may carry, well formed or not; now and then over the size limit. */
const fileContent = (maxFileBytes: number) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(
        tinyPdf(),
        PNG,
        Buffer.alloc(0),
        Buffer.from('%PDF-1.4 but not really a PDF'),
        Buffer.from('GIF89a\u0000\u0000'),
        Buffer.from('<html><script>alert(1)</script></html>'),
        Buffer.from('MZ\u0090\u0000 an executable'),
      ),
    },
    fc.constantFrom(
      Buffer.concat([PNG, Buffer.alloc(maxFileBytes + 1)]),
      Buffer.concat([tinyPdf(), Buffer.alloc(maxFileBytes + 1)]),
    ),
  );

const fileName = fc.constantFrom(
  'cv.pdf',
  'photo.png',
  'photo.jpg',
  '',
  '../../../etc/passwd',
  'a\u202Efdp.exe',
  'nul\u0000.pdf',
  `${'n'.repeat(300)}.pdf`,
  'évé 😀.pdf',
);

const contentType = fc.constantFrom(
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/plain',
  'application/octet-stream',
);

/**
 * A multipart body for an endpoint whose text fields `schema` describes: valid or almost valid
 * fields, then mostly one file or none, sometimes two or three (under the usual file fields, under
 * a text field's name, or under another name), now and then a hundred extra parts or parts named
 * after Object's prototype keys.
 */
export const fuzzedMultipartBody = (
  zodSchema: z.ZodType,
  maxFileBytes: number,
  ids: readonly string[] = [],
): fc.Arbitrary<RawBody> => {
  const schema = jsonSchemaOf(zodSchema);
  const textNames = Object.keys(schema.properties ?? {});
  const file: fc.Arbitrary<FilePart> = fc.record({
    field: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('cv', 'image') },
      fc.constantFrom('file', '__proto__', 'constructor', ...textNames),
    ),
    filename: fileName,
    contentType,
    content: fileContent(maxFileBytes),
  });
  return fc
    .record({
      fields: fc.oneof(validValue(schema, '', ids), almostValidBody(schema, ids)).map(textFields),
      files: fc.oneof(
        { weight: 4, arbitrary: fc.array(file, { maxLength: 1 }) },
        fc.array(file, { minLength: 2, maxLength: 3 }),
      ),
      extra: fc.constantFrom<Record<string, string>>(
        {},
        {},
        {},
        {},
        {},
        Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`champ${i}`, 'x'])),
        // own keys, as a parser would read them from the body
        JSON.parse('{"__proto__":"oui","constructor":"oui","prototype":"oui"}') as Record<
          string,
          string
        >,
      ),
    })
    .map(({ fields, files, extra }) => {
      // fromEntries defines own keys: `__proto__` stays a part of its own
      const parts = Object.fromEntries([...Object.entries(fields), ...Object.entries(extra)]);
      const body = multipart(parts, files);
      return { payload: body.payload, contentType: body.headers['content-type'] };
    });
};

/** A multipart endpoint called with JSON, or with a multipart body cut short. */
export const brokenMultipartBody = (zodSchema: z.ZodType): fc.Arbitrary<RawBody> =>
  validValue(jsonSchemaOf(zodSchema)).chain((valid) => {
    const body = multipart(textFields(valid), [{ filename: 'cv.pdf', content: tinyPdf() }]);
    const type = body.headers['content-type'];
    return fc.constantFrom<RawBody>(
      { payload: JSON.stringify(valid), contentType: 'application/json' },
      { payload: body.payload.subarray(0, body.payload.length - 20), contentType: type },
      { payload: body.payload, contentType: 'multipart/form-data' },
      { payload: body.payload, contentType: 'multipart/form-data; boundary=autre' },
      { payload: Buffer.alloc(0), contentType: type },
    );
  });

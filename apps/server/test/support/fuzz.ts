import fc from 'fast-check';
import { z } from 'zod';

/*
 * The values and bodies the fuzz tests send (reservations-fuzz.test.ts, contract-fuzz.test.ts):
 * valid values derived from an endpoint's zod schema, the same with one field spoiled, and
 * hostile values no field should trust. Generic on purpose: a new endpoint of the contract is
 * fuzzed from its schema without a line here.
 */

/** Values no field should trust: wrong types, oversized, invisible or hostile text. */
export const hostileValue = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -0,
    -1,
    1.5,
    9,
    1e12,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    -0.01,
    '',
    '   ',
    'NaN',
    'Infinity',
    '-0',
    '1e308',
    '25:99',
    '24:00',
    '9:5',
    '2000-01-01',
    '2025-02-30',
    '2099-13-01',
    '31/12/2099',
    'vol',
    'bus',
    '😀🚐✈️',
    'x'.repeat(10_000),
    'a\u0000b',
    '\u0007\u001b[31m',
    'a\r\nBcc: x@example.com',
    '\u202Eevil',
    '\u2028\u2029',
    '\ud800',
    'a\udfffb',
    '\ufeff',
    "'; drop table reservations; --",
    '<script>alert(1)</script>',
    '__proto__',
    '../../../etc/passwd',
    '%00',
  ),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1, maxKeys: 3 }),
);

/** The part of JSON Schema that zod writes for the contract's schemas. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  /** `false` after `prefixItems`: a tuple has no item beyond them */
  items?: JsonSchema | false;
  /** a tuple's items, in order (a point's [longitude, latitude]) */
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
}

/** The JSON Schema of what a zod schema accepts as input; refinements and transforms are left out. */
export const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A date in the coming months, as the booking forms write it. */
const futureDay = fc
  .integer({ min: 2, max: 300 })
  .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));

/**
 * Values a person would type into a field of that name: the schemas' refinements (a real e-mail
 * address, a calendar day…) are not in the JSON Schema, and bodies that all fail them would
 * never reach the code behind the validation. A field that names a row takes one of `ids`.
 */
const likelyValue = (name: string, ids: readonly string[]): fc.Arbitrary<unknown> | undefined => {
  if (ids.length > 0 && /(^|_)id$|Id$|^service$/.test(name)) return fc.constantFrom(...ids);
  if (/mail/i.test(name)) return fc.emailAddress().filter((v) => v.length <= 254);
  if (/^(date|from|to)/i.test(name)) return futureDay;
  if (/^heure/i.test(name)) return fc.constantFrom('08:30', '23:59', '00:00');
  if (/phone|telephone/i.test(name)) return fc.constantFrom('06 12 34 56 78', '+33612345678');
  return undefined;
};

const stringArbitrary = (
  schema: JsonSchema,
  name: string,
  ids: readonly string[],
): fc.Arbitrary<string> => {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 60);
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((v) => v.length >= minLength && v.length <= (schema.maxLength ?? Infinity));
  }
  const typed = likelyValue(name, ids);
  const any = fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
  );
  if (!typed) return any;
  return fc.oneof({ weight: 3, arbitrary: typed as fc.Arbitrary<string> }, any);
};

/** Values the schema accepts, field by field (some may still fail a refinement). */
export const validValue = (
  schema: JsonSchema,
  name = '',
  ids: readonly string[] = [],
): fc.Arbitrary<unknown> => {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, name, ids)));
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, name, ids);
    case 'integer':
      return fc.integer({
        min: schema.minimum ?? -1_000_000,
        max: Math.min(schema.maximum ?? 1_000_000, 1_000_000),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1_000_000,
        max: schema.maximum ?? 1_000_000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (schema.prefixItems) {
        return fc.tuple(...schema.prefixItems.map((item) => validValue(item, name, ids)));
      }
      return fc.array(validValue(schema.items || {}, name, ids), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          validValue(value, key, ids),
        ]),
      );
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
    default:
      return hostileValue;
  }
};

/** The object schema inside a body schema (a body may also accept null). */
const objectSchemaOf = (schema: JsonSchema): JsonSchema | undefined =>
  schema.type === 'object'
    ? schema
    : (schema.anyOf ?? schema.oneOf)?.find((choice) => choice.type === 'object');

/** The ways one field of an otherwise valid body is spoiled. */
const spoil = (schema: JsonSchema | undefined): fc.Arbitrary<unknown> => {
  const bounds: unknown[] = ['', []];
  if (schema?.maxLength !== undefined) bounds.push('é'.repeat(schema.maxLength + 1));
  if (schema?.minLength) bounds.push('x'.repeat(schema.minLength - 1));
  if (schema?.maximum !== undefined) bounds.push(schema.maximum + 1, String(schema.maximum));
  if (schema?.minimum !== undefined) bounds.push(schema.minimum - 1, schema.minimum - 0.5);
  return fc.oneof(fc.constantFrom(...bounds), hostileValue);
};

type Change = { key: string } & ({ drop: true } | { value: unknown });

/**
 * A valid body with one field changed: dropped, of the wrong type, too long, empty, out of
 * range, or an unknown key added.
 */
export const almostValidBody = (
  schema: JsonSchema,
  ids: readonly string[] = [],
): fc.Arbitrary<unknown> => {
  const object = objectSchemaOf(schema);
  const properties = object?.properties ?? {};
  const keys = Object.keys(properties);
  const change: fc.Arbitrary<Change> = fc.oneof(
    fc
      .string({ minLength: 1, maxLength: 12 })
      .chain((key) => hostileValue.map((value) => ({ key, value }))),
    ...(keys.length === 0
      ? []
      : [
          fc.constantFrom(...keys).map((key): Change => ({ key, drop: true })),
          fc
            .constantFrom(...keys)
            .chain((key) => spoil(properties[key]).map((value): Change => ({ key, value }))),
        ]),
  );
  return fc.tuple(validValue(object ?? {}, '', ids), change).map(([body, { key, ...what }]) => {
    const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    if ('drop' in what) delete copy[key];
    else copy[key] = what.value;
    return copy;
  });
};

/** A raw request body and its content type. */
export interface RawBody {
  payload: string | Buffer;
  contentType: string;
}

const json = (value: unknown): RawBody => ({
  payload: JSON.stringify(value),
  contentType: 'application/json',
});

/** `depth` levels of nested objects or arrays, as JSON text. */
export const deeplyNested = (depth: number, kind: 'object' | 'array'): string =>
  kind === 'object'
    ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}${']'.repeat(depth)}`;

/**
 * Bodies no parser or schema should choke on: prototype keys, nesting far deeper than any form,
 * strings near and over the body limit, numbers JSON allows and JavaScript bends, text that is
 * not JSON, and JSON under another content type. `valid` is a valid body, to hide the poison in.
 */
export const hostileBody = (valid: unknown, bodyLimitBytes: number): fc.Arbitrary<RawBody> => {
  const fields = typeof valid === 'object' && valid !== null ? valid : {};
  const text = JSON.stringify(fields);
  const inside = (extra: string) => (text === '{}' ? `{${extra}}` : `{${extra},${text.slice(1)}`);
  return fc.oneof(
    fc.constantFrom<RawBody>(
      { payload: inside('"__proto__":{"polluted":"yes"}'), contentType: 'application/json' },
      {
        payload: inside('"constructor":{"prototype":{"polluted":"yes"}}'),
        contentType: 'application/json',
      },
      { payload: inside('"prototype":{"polluted":"yes"}'), contentType: 'application/json' },
      { payload: deeplyNested(1000, 'object'), contentType: 'application/json' },
      { payload: deeplyNested(1000, 'array'), contentType: 'application/json' },
      {
        payload: inside(`"nested":${deeplyNested(1000, 'object')}`),
        contentType: 'application/json',
      },
      {
        payload: inside(`"huge":"${'x'.repeat(bodyLimitBytes - text.length - 100)}"`),
        contentType: 'application/json',
      },
      {
        payload: inside(`"huge":"${'x'.repeat(bodyLimitBytes + 10)}"`),
        contentType: 'application/json',
      },
      { payload: inside('"n":1e309'), contentType: 'application/json' },
      { payload: inside('"n":-0'), contentType: 'application/json' },
      { payload: inside('"s":"\\ud800\\u0000\\u202e"'), contentType: 'application/json' },
      { payload: `[${text}]`, contentType: 'application/json' },
      { payload: 'null', contentType: 'application/json' },
      { payload: '"texte"', contentType: 'application/json' },
      { payload: '1e308', contentType: 'application/json' },
      { payload: '', contentType: 'application/json' },
      { payload: text.slice(0, -1), contentType: 'application/json' },
      { payload: `${text.slice(0, -1)},}`, contentType: 'application/json' },
      { payload: "{'a': 1}", contentType: 'application/json' },
      { payload: Buffer.from([0xff, 0xfe, 0x7b, 0x00]), contentType: 'application/json' },
      { payload: text, contentType: 'text/plain' },
      { payload: text, contentType: 'application/x-www-form-urlencoded' },
      { payload: text, contentType: 'multipart/form-data; boundary=x' },
      { payload: text, contentType: 'application/json; charset=latin1' },
      { payload: text, contentType: 'application/xml' },
    ),
    // every field of the valid body replaced, one at a time, by a hostile value
    fc
      .tuple(fc.constantFrom(...Object.keys(fields), '_'), hostileValue)
      .map(([key, value]) => json({ ...fields, [key]: value })),
  );
};

/** A JSON body for an endpoint: valid, almost valid or hostile, in about equal parts. */
export const fuzzedJsonBody = (
  zodSchema: z.ZodType,
  bodyLimitBytes: number,
  ids: readonly string[] = [],
) => {
  const schema = jsonSchemaOf(zodSchema);
  return fc.oneof(
    validValue(schema, '', ids).map(json),
    almostValidBody(schema, ids).map(json),
    validValue(schema, '', ids).chain((valid) => hostileBody(valid, bodyLimitBytes)),
  );
};

/**
 * fast-check's options for one property: `FUZZ_SEED` replays a failure (fast-check prints the
 * seed and path of every counterexample), `FUZZ_RUNS_SCALE` multiplies the number of runs.
 */
export const fuzzOptions = (numRuns: number): fc.Parameters<unknown> => {
  const seed = process.env.FUZZ_SEED;
  const scale = Number(process.env.FUZZ_RUNS_SCALE ?? '1');
  return {
    numRuns: Math.max(1, Math.round(numRuns * (Number.isFinite(scale) ? scale : 1))),
    ...(seed ? { seed: Number(seed) } : {}),
  };
};

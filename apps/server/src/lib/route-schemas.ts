import { errorResponseSchema } from '@navette/shared';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

/** An error status a route can answer with; 500 is added to every route's list. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 423 | 429 | 503;

/**
 * The error responses of a route's schema, each in the API's one error format
 * (`{ error, code, fields? }`). Every route documents 500, so it is always included.
 */
export const errorResponses = <S extends ErrorStatus = never>(...statuses: S[]) =>
  Object.fromEntries([...statuses, 500].map((status) => [status, errorResponseSchema])) as Record<
    S | 500,
    typeof errorResponseSchema
  >;

/**
 * The validator of a route whose body rules depend on the request (the audience of a session):
 * Fastify leaves the body as sent, `schema.body` only documents it in the OpenAPI document, and
 * the handler validates it once, with `parseOrThrow` and the schema of its audience. The other
 * parts (querystring, params, headers) are validated as usual.
 */
export const bodyCheckedByHandler: FastifySchemaCompiler<unknown> = ({ schema, ...route }) => {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data });
  if (!(schema instanceof $ZodType)) throw new TypeError(`${route.url}: not a zod schema`);
  return validatorCompiler({ ...route, schema });
};

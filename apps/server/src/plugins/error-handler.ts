import type { ErrorResponse } from '@navette/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS, type ErrorCode } from '../lib/app-error';
import { hasKey } from '../lib/i18n';
import { translateIssues } from '../lib/validation';

/** Fastify's own 4xx errors, by their stable codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_ASYNC_CONSTRAINT: 'BAD_REQUEST',
  FST_ERR_RATE_LIMIT: 'RATE_LIMITED',
};

const send = (
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  extra: Pick<AppError, 'fields' | 'params' | 'details'> | { fields?: Record<string, string> } = {},
) => {
  const params = 'params' in extra ? extra.params : undefined;
  const body: ErrorResponse = { error: request.t(`errors.${code}`, params), code };
  if ('details' in extra && extra.details) body.details = extra.details;
  if (extra.fields) {
    body.fields = Object.fromEntries(
      Object.entries(extra.fields).map(([name, message]) => [
        name,
        hasKey(message) ? request.t(message, params) : message,
      ]),
    );
    // The first field's message (schemas list fields in the order the rules of docs/product/
    // check them) says more to the person than "some fields are invalid".
    const first = Object.values(body.fields)[0];
    if (first) body.error = first;
  }
  return reply.status(ERROR_STATUS[code]).type('application/json; charset=utf-8').send(body);
};

/**
 * One error format for the whole API: `{ error, code, fields?, details? }`, translated into the language
 * of the request. 5xx details are logged, never sent.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
        if (error.retryAfterS !== undefined) reply.header('retry-after', error.retryAfterS);
        return send(reply, request, error.code, error);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((v) => ({
          path: v.instancePath.split('/').filter(Boolean),
          code: v.keyword,
          message: v.message ?? '',
          keys: v.params.keys,
        }));
        return send(reply, request, 'VALIDATION_FAILED', {
          fields: translateIssues(issues, request.t),
        });
      }
      const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
      if (mapped) return send(reply, request, mapped);
      if (error instanceof SyntaxError && error.statusCode === 400) {
        return send(reply, request, 'INVALID_JSON');
      }
      const status = error.statusCode ?? 500;
      if (status === 429) return send(reply, request, 'RATE_LIMITED');
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        const byStatus: Partial<Record<number, ErrorCode>> = {
          401: 'UNAUTHORIZED',
          403: 'FORBIDDEN',
          404: 'NOT_FOUND',
          405: 'METHOD_NOT_ALLOWED',
          413: 'PAYLOAD_TOO_LARGE',
          415: 'UNSUPPORTED_MEDIA_TYPE',
        };
        return send(reply, request, byStatus[status] ?? 'BAD_REQUEST');
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, request, 'INTERNAL_ERROR');
    });
  },
  { name: 'error-handler', dependencies: ['request-language'] },
);

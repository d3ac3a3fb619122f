/**
 * The codes of the API's one error format (`{ error, code, fields? }`, see
 * docs/decisions/0004-error-format.md) and the HTTP status each is answered with. The server
 * throws them; the web client reads them as a typed union.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  ADMIN_INVALID_CREDENTIALS: 401,
  CODE_INVALID: 400,
  CODE_TOO_MANY_ATTEMPTS: 400,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  XSRF_MISSING: 403,
  XSRF_INVALID: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  QUOTE_REQUEST_NOT_FOUND: 404,
  IDEMPOTENCY_KEY_INVALID: 400,
  IDEMPOTENCY_KEY_REUSED: 409,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  APPLICATION_INCOMPLETE: 400,
  CV_NOT_PDF: 400,
  CV_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * Errors the business code throws. The error handler turns them into
 * `{ error: <translated message>, code, fields? }` with the status below.
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

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    options: {
      /** field name → translation key (or already translated text) */
      fields?: Record<string, string>;
      /** interpolation values for the message */
      params?: Record<string, string | number>;
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
    this.fields = options.fields;
    this.params = options.params;
  }

  readonly fields: Record<string, string> | undefined;
  readonly params: Record<string, string | number> | undefined;
}

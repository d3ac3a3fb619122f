import { ERROR_STATUS, type ErrorCode } from '@navette/shared';

// The codes and their statuses are part of the API contract, shared with the web client.
export { ERROR_STATUS, type ErrorCode };

/**
 * Errors the business code throws. The error handler turns them into
 * `{ error: <translated message>, code, fields? }` with the code's status in ERROR_STATUS.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    options: {
      /** field name → translation key (or already translated text) */
      fields?: Record<string, string>;
      /** interpolation values for the message */
      params?: Record<string, string | number>;
      /** sent as the body's `details`: what the client needs to recover (a new amount...) */
      details?: Record<string, string | number>;
      /** sent as the Retry-After header: how many seconds the client should wait */
      retryAfterS?: number;
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
    this.fields = options.fields;
    this.params = options.params;
    this.details = options.details;
    this.retryAfterS = options.retryAfterS;
  }

  readonly fields: Record<string, string> | undefined;
  readonly params: Record<string, string | number> | undefined;
  readonly details: Record<string, string | number> | undefined;
  readonly retryAfterS: number | undefined;
}

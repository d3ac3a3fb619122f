import { AppError } from './app-error';

/*
 * The errors of reading a multipart body (@fastify/multipart and busboy), shared by the routes
 * that take uploads: the CV of a job application and a service's image.
 */

/** Multipart errors by code: all the sender's fault. */
const MULTIPART_ERRORS: Record<string, 'PAYLOAD_TOO_LARGE' | 'BAD_REQUEST'> = {
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PROTO_VIOLATION: 'BAD_REQUEST',
  FST_INVALID_JSON_FIELD_ERROR: 'BAD_REQUEST',
  FST_MP_PREMATURE_CLOSE: 'BAD_REQUEST',
};

const codeOf = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

/**
 * A failure while reading the body is the sender's (a malformed or oversized body) unless it
 * comes from our own disk, which stays a 500 so that it is logged and seen. `fileTooLarge` is
 * the route's own answer to a file over its size limit.
 */
export const toUploadError = (error: unknown, fileTooLarge: () => AppError): unknown => {
  if (error instanceof AppError) return error;
  const code = codeOf(error);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  const mapped = code ? MULTIPART_ERRORS[code] : undefined;
  if (mapped) return new AppError(mapped, { cause: error });
  const isSystemError = error instanceof Error && 'syscall' in error;
  return isSystemError ? error : new AppError('BAD_REQUEST', { cause: error });
};

import type { Multipart, MultipartFile } from '@fastify/multipart';
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

/** A whole multipart form: its text fields, each sent once, and its one file. */
export interface ReceivedForm<F> {
  fields: Record<string, string>;
  /** names sent twice, or files under another name than the form's file field */
  unexpected: string[];
  file: F | undefined;
}

/**
 * Reads a whole multipart body. The file under `fileField` is handed to `receiveFile` (which
 * stores or buffers it, and answers undefined for an empty file input); any other file, a second
 * one or a repeated name is listed in `unexpected`. On a failure, the file already received is
 * given to `discard`, and the error becomes the sender's (`toUploadError`).
 */
export const readMultipartForm = async <F>(
  parts: AsyncIterable<Multipart>,
  options: {
    fileField: string;
    receiveFile: (part: MultipartFile) => Promise<F | undefined>;
    discard?: (file: F) => Promise<void>;
    fileTooLarge: () => AppError;
  },
): Promise<ReceivedForm<F>> => {
  const received: ReceivedForm<F> = { fields: {}, unexpected: [], file: undefined };
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== options.fileField || received.file !== undefined) {
          received.unexpected.push(part.fieldname);
          part.file.resume();
          continue;
        }
        received.file = await options.receiveFile(part);
        continue;
      }
      if (part.fieldname in received.fields || typeof part.value !== 'string') {
        received.unexpected.push(part.fieldname);
        continue;
      }
      received.fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (received.file !== undefined) await options.discard?.(received.file);
    throw toUploadError(error, options.fileTooLarge);
  }
  return received;
};

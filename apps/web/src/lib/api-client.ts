import i18next from 'i18next';
import { XSRF_COOKIE, XSRF_HEADER, type ErrorResponse } from '@navette/shared';
import { readAdminToken } from './admin-token';
import { hasStrings, isRecord, type ResponseParser } from './response-guards';

/** An error answered by the API (`{ error, code, fields? }`) or a request that never got one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  /** HTTP status; 0 when the network failed */
  readonly status: number;
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(
    message: string,
    code: string,
    status: number,
    fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

export const NETWORK_ERROR = 'NETWORK_ERROR';
export const INVALID_RESPONSE = 'INVALID_RESPONSE';
export const HTTP_ERROR = 'HTTP_ERROR';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: Method;
  /** sent as JSON, or as is when it is FormData (multipart uploads) */
  body?: unknown;
  /** send the admin bearer token kept in localStorage */
  admin?: boolean;
  signal?: AbortSignal;
  /** extra request headers (for example `Idempotency-Key`); they cannot replace the ones above */
  headers?: Readonly<Record<string, string>>;
}

const readCookie = (name: string): string | undefined => {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
};

const buildHeaders = (method: Method, options: ApiRequestOptions): Headers => {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (options.body !== undefined && !(options.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  if (method !== 'GET') {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
  }
  if (options.admin) {
    const token = readAdminToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  return headers;
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The API's one error format: `{ error, code, fields? }`. */
const isErrorResponse = (value: unknown): value is ErrorResponse => {
  if (!hasStrings(value, ['error', 'code'])) return false;
  const { fields } = value as { fields?: unknown };
  return (
    fields === undefined ||
    (isRecord(fields) && Object.values(fields).every((message) => typeof message === 'string'))
  );
};

/**
 * The one way the app talks to its API: same-origin cookies, JSON, the anti-forgery header on
 * every state-changing request, and one error type.
 */
export async function apiRequest(path: string, options?: ApiRequestOptions): Promise<unknown>;
export async function apiRequest<T>(
  path: string,
  options: ApiRequestOptions & { schema: ResponseParser<T> },
): Promise<T>;
export async function apiRequest<T>(
  path: string,
  options: ApiRequestOptions & { schema?: ResponseParser<T> } = {},
): Promise<T | unknown> {
  const method = options.method ?? 'GET';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: buildHeaders(method, options),
      body:
        options.body === undefined
          ? undefined
          : options.body instanceof FormData
            ? options.body
            : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (cause) {
    // an aborted request is not a failure to report
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(i18next.t('common.networkError'), NETWORK_ERROR, 0);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    if (isErrorResponse(payload)) {
      const { error, code, fields } = payload;
      throw new ApiError(error, code, response.status, fields);
    }
    throw new ApiError(i18next.t('common.requestFailed'), HTTP_ERROR, response.status);
  }

  if (!options.schema) return payload;
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(i18next.t('common.requestFailed'), INVALID_RESPONSE, response.status);
  }
  return parsed.data;
}

/**
 * The server's `error` field when it answered one, otherwise the screen's own message (spec:
 * "the server's error field, else …"). A network failure or an unreadable answer has no field.
 */
export const serverMessageOr = (error: unknown, fallback: string): string =>
  error instanceof ApiError && ![NETWORK_ERROR, HTTP_ERROR, INVALID_RESPONSE].includes(error.code)
    ? error.message
    : fallback;

import i18next from 'i18next';
import {
  XSRF_COOKIE,
  XSRF_HOST_COOKIE,
  XSRF_HEADER,
  fillPath,
  type EndpointBody,
  type EndpointQuery,
  type EndpointResult,
  type ErrorCode,
  type ErrorResponse,
  type JsonEndpoint,
  type PathParams,
} from '@navette/shared';
import { hasStrings, isRecord, type ResponseParser } from './response-guards';

export const NETWORK_ERROR = 'NETWORK_ERROR';
export const INVALID_RESPONSE = 'INVALID_RESPONSE';
export const HTTP_ERROR = 'HTTP_ERROR';

/** The server's codes, and the client's own for a request that got no readable answer. */
export type ApiErrorCode =
  ErrorCode | typeof NETWORK_ERROR | typeof HTTP_ERROR | typeof INVALID_RESPONSE;

const CLIENT_CODES: readonly ApiErrorCode[] = [NETWORK_ERROR, HTTP_ERROR, INVALID_RESPONSE];

/** An error answered by the API (`{ error, code, fields? }`) or a request that never got one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  /** HTTP status; 0 when the network failed */
  readonly status: number;
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(
    message: string,
    code: ApiErrorCode,
    status: number,
    fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

type Nothing = Record<never, never>;

/** What a call of `endpoint` takes: each part required exactly when the endpoint has one. */
export type CallOptions<E extends JsonEndpoint> = {
  signal?: AbortSignal | undefined;
  /** extra request headers (for example `Idempotency-Key`); they cannot replace the client's own */
  headers?: Readonly<Record<string, string>>;
} & (EndpointBody<E> extends undefined ? Nothing : { body: EndpointBody<E> }) &
  (EndpointQuery<E> extends undefined ? Nothing : { query: EndpointQuery<E> }) &
  (keyof PathParams<E['path']> extends never ? Nothing : { params: PathParams<E['path']> });

type CallArgs<E extends JsonEndpoint> =
  Nothing extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

interface RequestParts {
  body?: unknown;
  query?: Readonly<Record<string, string>>;
  params?: Readonly<Record<string, string>>;
  signal?: AbortSignal | undefined;
  headers?: Readonly<Record<string, string>>;
}

const readCookie = (name: string): string | undefined => {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
};

const buildHeaders = (endpoint: JsonEndpoint, parts: RequestParts): Headers => {
  const headers = new Headers(parts.headers);
  headers.set('Accept', 'application/json');
  if (parts.body !== undefined && !(parts.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  if (endpoint.method !== 'GET') {
    // `__Host-XSRF-TOKEN` when the site is served over https (decision 0021)
    const xsrf = readCookie(XSRF_HOST_COOKIE) ?? readCookie(XSRF_COOKIE);
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
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

/**
 * The API's one error format: `{ error, code, fields? }`. A light check, as decision 0014 has it:
 * the server's codes are typed (AppError takes an ErrorCode) and it checks its answers, so the
 * page checks the shape and does not carry the list of codes.
 */
const isErrorResponse = (
  value: unknown,
): value is Omit<ErrorResponse, 'code'> & { code: ErrorCode } => {
  if (!hasStrings(value, ['error', 'code'])) return false;
  const { fields } = value as { fields?: unknown };
  return (
    fields === undefined ||
    (isRecord(fields) && Object.values(fields).every((message) => typeof message === 'string'))
  );
};

/**
 * The one way the app talks to its API: an entry of the shared contract, same-origin cookies,
 * JSON, the anti-forgery header on every state-changing request, and one error type. The
 * administrator's session is its HttpOnly cookie: no token is kept where a script could read it
 * (docs/decisions/0020-admin-second-factor.md). The answer is checked with the endpoint's
 * response schema or guard, and typed by it.
 */
export async function callEndpoint<E extends JsonEndpoint, R = EndpointResult<E>>(
  endpoint: E & { readonly response: ResponseParser<R> },
  ...[options]: CallArgs<E>
): Promise<R> {
  const parts: RequestParts = options ?? {};
  const search = parts.query ? `?${new URLSearchParams(parts.query).toString()}` : '';
  const url = `${fillPath(endpoint.path, parts.params)}${search}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      credentials: 'include',
      headers: buildHeaders(endpoint, parts),
      body:
        parts.body === undefined
          ? undefined
          : parts.body instanceof FormData
            ? parts.body
            : JSON.stringify(parts.body),
      signal: parts.signal ?? null,
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

  const check: ResponseParser<R> = endpoint.response;
  const parsed = check.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(i18next.t('common.requestFailed'), INVALID_RESPONSE, response.status);
  }
  return parsed.data;
}

/**
 * The server's `error` field when it answered one, otherwise the screen's own message (the
 * product docs' "the server's error field, else …"). A network failure or an unreadable answer
 * has no field.
 */
export const serverMessageOr = (error: unknown, fallback: string): string =>
  error instanceof ApiError && !CLIENT_CODES.includes(error.code) ? error.message : fallback;

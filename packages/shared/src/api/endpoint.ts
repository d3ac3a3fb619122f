import type { z } from 'zod';
import type { ResponseParser } from './guards';

/*
 * The shape of one entry of the API contract (contract/): what the server serves and the web
 * client calls, written once. Entries are plain object literals, so that a bundler keeps only the
 * ones a page uses, and with them only the schemas those ones name (zod stays out of the public
 * pages, docs/decisions/0014-light-response-checks.md).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone, a signed-in customer (session cookie), an administrator (bearer token
 * or admin cookie), or an active chauffeur (chauffeur cookie; docs/product/dispatch.md). The server answers 401 to an anonymous call of a customer or admin endpoint.
 * One method and path may have two entries, one per audience, each with its own body and answer:
 * the server tells the callers apart (docs/decisions/0027-shared-reservation-routes.md).
 */
export type EndpointAccess = 'public' | 'customer' | 'admin' | 'chauffeur';

interface EndpointBase {
  readonly method: HttpMethod;
  /** Fastify's spelling: `:name` for a path parameter */
  readonly path: string;
  readonly access: EndpointAccess;
  /**
   * A public endpoint that reads the administrator's session when there is one (the check, the
   * sign-out): the admin cookie, or the bearer token of an API client.
   */
  readonly readsAdminSession?: true;
  /**
   * A customer endpoint the holder of a reservation's "Gérer ma réservation" link may call too,
   * without an account (docs/decisions/0047-manage-booking-links.md).
   */
  readonly linkHolder?: true;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType | QueryType<object>;
}

/**
 * A query given by its type alone, for an endpoint whose page must not load zod: the server
 * validates the query with its route's own schema (docs/decisions/0040-scripts-after-first-paint.md).
 * No value at run time: only its type is read.
 */
export interface QueryType<Q extends object> {
  readonly queryType?: Q;
}

export const queryType = <Q extends object>(): QueryType<Q> => ({});

/** An endpoint the client calls with fetch and whose JSON answer it reads. */
export interface JsonEndpoint extends EndpointBase {
  /** the JSON body, or with `multipart` the text fields of a multipart body */
  readonly body?: z.ZodType;
  readonly multipart?: true;
  /** the success status, when it is not 200 */
  readonly status?: 201;
  /** a zod schema, or a light guard where the page must not load zod */
  readonly response: ResponseParser<unknown>;
}

/** An endpoint the browser navigates to: a redirect (Google sign-in) or a file download. */
export interface NavigationEndpoint extends EndpointBase {
  readonly opens: 'redirect' | 'file';
}

export type Endpoint = JsonEndpoint | NavigationEndpoint;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `{ id: string }` for `/api/things/:id` */
export type PathParams<P extends string> = { [Name in ParamNames<P>]: string };

export type EndpointBody<E extends JsonEndpoint> = E extends { multipart: true }
  ? FormData
  : E extends { body: z.ZodType }
    ? z.input<E['body']>
    : undefined;

/** A query is a set of text values (the URL's search string). */
export type EndpointQuery<E extends Endpoint> = E extends { query: z.ZodType }
  ? z.input<E['query']> & Readonly<Record<string, string>>
  : E extends { query: QueryType<infer Q> }
    ? Q & Readonly<Record<string, string>>
    : undefined;

export type EndpointResult<E extends JsonEndpoint> =
  E['response'] extends ResponseParser<infer T> ? T : never;

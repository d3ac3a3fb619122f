import type { Endpoint, EndpointAccess, JsonEndpoint, QueryType } from '@navette/shared';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  preValidationHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { bodyCheckedByHandler, errorResponses, type ErrorStatus } from './route-schemas';

/*
 * The route kit (docs/architecture.md#routes): every route of the API is registered from its
 * entry of the shared contract (packages/shared/src/api/contract), which says its method, path,
 * params, query, body, success answer and who may call it. The kit turns that into Fastify's
 * route: the schemas (validation, serialisation and the OpenAPI document), the guard of the
 * access level, the error answers the route documents, and the entry itself in the route's
 * config, where the contract test finds it. A route writes only what the contract cannot say:
 * its summary, its limits and its handler.
 */

/** The guards of the access levels; the session plugin of features/auth provides them. */
export interface RouteGuards {
  /** a customer's session, or 401 */
  customer: preValidationHookHandler;
  /** a customer's session or the cookie of a manage-booking link (decision 0047), or 401 */
  customerOrLink: preValidationHookHandler;
  /** an administrator's session (cookie or bearer), or 401 / 403 */
  admin: preValidationHookHandler;
  /** either, for a route the back-office shares with the customer area (decision 0027) */
  adminOrCustomer: preValidationHookHandler;
  /** an active chauffeur's session, or 401 (docs/product/dispatch.md#chauffeurs) */
  chauffeur: preValidationHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** decorated by the session plugin (features/auth/auth.guards.ts) */
    routeGuards: RouteGuards;
  }
  interface FastifyContextConfig {
    /** the contract entries the route serves: one, or one per audience */
    endpoints?: readonly Endpoint[];
  }
}

type ZodOut<S> = S extends z.ZodType ? z.output<S> : unknown;

/** What a handler reads: params, query and body as the contract's schemas give them. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: E extends { params: z.ZodType } ? z.output<E['params']> : Record<string, never>;
  Querystring: E extends { query: z.ZodType }
    ? z.output<E['query']>
    : E extends { query: QueryType<infer Q> }
      ? Q
      : Record<string, never>;
  Body: E extends { multipart: true }
    ? unknown
    : ZodOut<E extends { body: unknown } ? E['body'] : never>;
}>;

/** What a handler answers: the contract's response (the serializer checks it), or a reply it sent. */
export type ContractAnswer<E extends Endpoint> = E extends JsonEndpoint
  ? (E['response'] extends z.ZodType ? z.input<E['response']> : unknown) | FastifyReply
  : FastifyReply | undefined;

/** What a route adds to its contract entry. */
export interface RouteSpec<R, A> {
  /** the OpenAPI summary, and a longer description where the rules need one */
  summary: string;
  description?: string;
  tags: string[];
  /**
   * Error statuses the handler may answer besides those the kit knows (400 for a request with
   * a params, query or body schema, 401/403 of the guard, 403 of the XSRF check on a request
   * that changes something, 429 with limits, 500 always).
   */
  errors?: readonly ErrorStatus[];
  /** route limits (lib/route-limits.ts): run before the guard of a customer route, after an admin's */
  limits?: preValidationHookHandler | readonly preValidationHookHandler[];
  /**
   * The server's schemas where the contract holds only a light check or a type (decision 0014):
   * the answer's, the query's, a multipart body's documentation.
   */
  schema?: Pick<FastifySchema, 'querystring' | 'body' | 'consumes' | 'produces'> & {
    response?: z.ZodType;
    /** answers with a shape of their own, in place of the error format (health's 503) */
    otherAnswers?: Partial<Record<number, z.ZodType>>;
  };
  /** Fastify options the contract does not describe */
  fastify?: Pick<RouteShorthandOptions, 'bodyLimit' | 'preHandler' | 'onRequest'> & {
    /** the route's config, plugins' options included (rate limit, load guard) */
    config?: FastifyContextConfig & Record<string, unknown>;
    validatorCompiler?: FastifySchemaCompiler<unknown>;
  };
  handler: (request: R, reply: FastifyReply) => Promise<A>;
}

const isZod = (value: unknown): value is z.ZodType => value instanceof $ZodType;

/** The status a JSON endpoint answers on success. */
export const successStatusOf = (endpoint: Endpoint): number =>
  'status' in endpoint && endpoint.status !== undefined ? endpoint.status : 200;

/** The guard of an endpoint's access level; a public endpoint has none. */
const guardName = (access: EndpointAccess, endpoint: Endpoint): keyof RouteGuards | undefined => {
  if (access === 'admin') return 'admin';
  if (access === 'chauffeur') return 'chauffeur';
  if (access === 'customer') return endpoint.linkHolder ? 'customerOrLink' : 'customer';
  return undefined;
};

/** How the OpenAPI document says who may call. */
const SECURITY: Record<keyof RouteGuards, Record<string, string[]>[]> = {
  customer: [{ session: [] }],
  customerOrLink: [{ session: [] }],
  admin: [{ adminBearer: [] }],
  adminOrCustomer: [{ session: [] }, { adminBearer: [] }],
  chauffeur: [{ chauffeurSession: [] }],
};

const list = <T>(value: T | readonly T[] | undefined): T[] =>
  value === undefined ? [] : ([] as T[]).concat(value as T | T[]);

/** The error answers a route documents: what its parts, guard and limits can answer, and its own. */
const errorStatuses = (
  endpoint: Endpoint,
  guard: keyof RouteGuards | undefined,
  spec: { errors?: readonly ErrorStatus[]; limits?: unknown; schema?: { querystring?: unknown } },
): ErrorStatus[] => {
  const statuses = new Set<ErrorStatus>(spec.errors ?? []);
  const validates =
    endpoint.params !== undefined ||
    isZod(endpoint.query) ||
    spec.schema?.querystring !== undefined ||
    ('body' in endpoint && endpoint.body !== undefined) ||
    ('multipart' in endpoint && endpoint.multipart === true);
  if (validates) statuses.add(400);
  if (guard) statuses.add(401);
  // 403: an administrator's guard, and the XSRF check of every request that changes something
  if (guard === 'admin' || guard === 'adminOrCustomer' || endpoint.method !== 'GET') {
    statuses.add(403);
  }
  if (spec.limits !== undefined) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
};

const register = (
  app: FastifyInstance,
  endpoints: readonly Endpoint[],
  guard: keyof RouteGuards | undefined,
  parts: { body?: z.ZodType; response?: z.ZodType; bodyCheckedByHandler?: boolean },
  spec: RouteSpec<never, unknown>,
) => {
  const [endpoint] = endpoints;
  if (!endpoint) throw new TypeError('a route serves at least one contract entry');
  const limits = list(spec.limits);
  const guardHook = guard ? app.routeGuards[guard] : undefined;
  // an administrator is known before anything else is counted; a customer's limits count first,
  // so that a flood without a session is refused without a session lookup
  const preValidation =
    guard === 'admin' ? [guardHook!, ...limits] : guardHook ? [...limits, guardHook] : limits;
  const status = successStatusOf(endpoint);
  const response = parts.response ?? spec.schema?.response;
  const query = isZod(endpoint.query) ? endpoint.query : spec.schema?.querystring;
  const schema: FastifySchema = {
    tags: spec.tags,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(guard ? { security: SECURITY[guard] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(parts.body ? { body: parts.body } : spec.schema?.body ? { body: spec.schema.body } : {}),
    ...(spec.schema?.consumes ? { consumes: spec.schema.consumes } : {}),
    ...(spec.schema?.produces ? { produces: spec.schema.produces } : {}),
    response: {
      ...(response ? { [status]: response } : {}),
      ...errorResponses(...errorStatuses(endpoint, guard, spec)),
      ...spec.schema?.otherAnswers,
    },
  };
  const handler = spec.handler as (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<unknown>;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...(preValidation.length ? { preValidation } : {}),
    ...(spec.fastify?.preHandler ? { preHandler: spec.fastify.preHandler } : {}),
    ...(spec.fastify?.onRequest ? { onRequest: spec.fastify.onRequest } : {}),
    ...(spec.fastify?.bodyLimit ? { bodyLimit: spec.fastify.bodyLimit } : {}),
    ...(parts.bodyCheckedByHandler
      ? { validatorCompiler: bodyCheckedByHandler }
      : spec.fastify?.validatorCompiler
        ? { validatorCompiler: spec.fastify.validatorCompiler }
        : {}),
    config: {
      ...spec.fastify?.config,
      endpoints,
      // the shared guard reads the customer's session too (the session plugin loads it)
      ...(guard === 'adminOrCustomer' ? { customerSession: true } : {}),
    },
    handler: async (request, reply) => {
      if (status !== 200) reply.code(status);
      return handler(request, reply);
    },
  });
};

/**
 * Registers the route of one contract entry: its method and path, its schemas, the guard of its
 * access level, and `spec`'s summary, limits and handler.
 */
export const route = <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  spec: RouteSpec<ContractRequest<E>, ContractAnswer<E>>,
): void => {
  const body = 'body' in endpoint && isZod(endpoint.body) ? endpoint.body : undefined;
  const response =
    'response' in endpoint && isZod(endpoint.response) ? endpoint.response : undefined;
  register(
    app,
    [endpoint],
    guardName(endpoint.access, endpoint),
    { body: 'multipart' in endpoint && endpoint.multipart ? undefined : body, response },
    spec as RouteSpec<never, unknown>,
  );
};

/** The request of a route two audiences share: the body is checked by the handler. */
export type SharedRequest<E extends Endpoint> = FastifyRequest<{
  Params: E extends { params: z.ZodType } ? z.output<E['params']> : Record<string, never>;
  Body: unknown;
}>;

/**
 * Registers one route for the customer's and the administrator's entries of the same method and
 * path (docs/decisions/0027-shared-reservation-routes.md): either session passes the guard, the
 * handler tells them apart (`request.admin`) and validates the body with its audience's schema.
 */
export const sharedRoute = <C extends Endpoint, A extends Endpoint>(
  app: FastifyInstance,
  audiences: { customer: C; admin: A },
  spec: RouteSpec<SharedRequest<C>, ContractAnswer<C> | ContractAnswer<A>>,
): void => {
  const { customer, admin } = audiences;
  if (customer.method !== admin.method || customer.path !== admin.path) {
    throw new TypeError(`${customer.path} and ${admin.path} are not one route`);
  }
  if (customer.params !== admin.params) {
    throw new TypeError(`${customer.path}: the two audiences read different params`);
  }
  const zodOf = (value: unknown) => (isZod(value) ? [value] : []);
  const part = (endpoint: Endpoint, name: 'body' | 'response') =>
    name in endpoint ? zodOf((endpoint as Record<typeof name, unknown>)[name]) : [];
  const bodies = [...part(customer, 'body'), ...part(admin, 'body')];
  const responses = [...part(admin, 'response'), ...part(customer, 'response')];
  register(
    app,
    [customer, admin],
    'adminOrCustomer',
    {
      body: bodies.length === 2 ? z.union([bodies[1]!, bodies[0]!]) : bodies[0],
      response: responses.length === 2 ? z.union([responses[0]!, responses[1]!]) : responses[0],
      bodyCheckedByHandler: bodies.length > 0,
    },
    spec as RouteSpec<never, unknown>,
  );
};

import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { loggedUrl } from './log-privacy';

/** The route of a file of the site rather than a page or the API. */
const isStaticFile = (route: string | null): boolean =>
  route !== null &&
  (route.startsWith('/assets/') ||
    route.startsWith('/locales/') ||
    route.startsWith('/uploads/') ||
    /\.[a-z0-9]+$/i.test(route));

/**
 * One log line per request, when its answer has been sent: method, path (never the query
 * string), the route that matched, status and duration in milliseconds. It replaces Fastify's
 * "incoming request", "request completed" and "route not found" lines: half the logging for the
 * same facts, and no client address (docs/decisions/0037-request-hot-path.md,
 * 0022-privacy-in-operations.md).
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: loggedUrl(request.url),
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    // an error here is one of the answer's stream, after its status was sent
    if (error) reply.log.error({ ...line, err: error }, 'request');
    // a built file, a translation or an image served as asked: below `info`, or the page's
    // twenty files would bury each page view (docs/decisions/0034-log-format.md)
    else if (isStaticFile(line.route) && reply.statusCode < 400) reply.log.debug(line, 'request');
    else reply.log.info(line, 'request');
  }
}

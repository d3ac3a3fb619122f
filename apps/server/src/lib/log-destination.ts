/**
 * Where the log lines go (docs/decisions/0034-log-format.md): readable lines on a terminal, JSON
 * lines elsewhere, batched to standard output. The lines arrive already scrubbed by the logger
 * options of log-privacy.ts.
 */
import pino, { type DestinationStream } from 'pino';
import { prettyFactory } from 'pino-pretty';
import { Writable } from 'node:stream';

/** LOG_FORMAT, or unset: pretty when the output is a terminal (docs/decisions/0034-log-format.md). */
export const usePrettyLogs = (format: 'pretty' | 'json' | undefined, isTty: boolean): boolean =>
  format === 'pretty' || (format === undefined && isTty);

/** JSON lines to standard output leave in writes of at least this many bytes... */
const LOG_BATCH_BYTES = 4096;
/** ...or after at most this long, on a quiet server. */
const LOG_FLUSH_MS = 1000;

let stdoutDestination: ReturnType<typeof pino.destination> | undefined;

/**
 * Standard output, written in batches; what is left is written when the process exits. One per
 * process, whichever loggers write to it.
 */
const batchedStdout = (): DestinationStream => {
  if (stdoutDestination) return stdoutDestination;
  const destination = pino.destination({
    dest: 1,
    sync: true,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
  process.once('exit', () => flushLogs());
  stdoutDestination = destination;
  return destination;
};

/** Writes the lines still gathered for standard output now (at start-up, and on exit). */
export const flushLogs = (): void => {
  try {
    stdoutDestination?.flushSync();
  } catch {
    // standard output is closed: nothing can be written any more
  }
};

/** A request's line, as lib/request-log.ts writes it. */
interface RequestLine {
  msg: 'request';
  method: string;
  url: string;
  status: number;
  ms: number;
}

const isRequestLine = (
  log: Record<string, unknown>,
): log is Record<string, unknown> & RequestLine =>
  log.msg === 'request' &&
  typeof log.method === 'string' &&
  typeof log.url === 'string' &&
  typeof log.status === 'number';

/**
 * On a terminal, a request is one line (`GET /tarifs 200 3.1 ms`) rather than pino-pretty's
 * block of one line per field, so the start banner does not scroll away at the first page
 * (docs/decisions/0034-log-format.md). The request id and the route stay in the JSON logs.
 */
export const compactRequestLine = (log: Record<string, unknown>): Record<string, unknown> => {
  if (!isRequestLine(log)) return log;
  const { method, url, status, ms, route: _route, reqId: _reqId, ...rest } = log;
  return { ...rest, msg: `${method} ${url} ${status} ${ms} ms` };
};

/** pino-pretty's printer, a request on one line, written as each line comes. */
const prettyDestination = (output: NodeJS.WritableStream, colorize: boolean): Writable => {
  const prettify = prettyFactory({
    colorize,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
  });
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim() === '') continue;
        try {
          output.write(prettify(compactRequestLine(JSON.parse(line) as Record<string, unknown>)));
        } catch {
          output.write(`${line}\n`);
        }
      }
      done();
    },
  });
};

/**
 * Where the log lines go: through pino-pretty as readable lines, or as JSON. JSON to standard
 * output is batched: one `write` per 4 KB of lines, or per second when the server is quiet,
 * instead of one per line (docs/decisions/0037-request-hot-path.md). The lines reach the printer
 * already scrubbed (the options above run before serialization).
 */
export const logDestination = (
  format: 'pretty' | 'json' | undefined,
  output: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): DestinationStream =>
  usePrettyLogs(format, output.isTTY === true)
    ? prettyDestination(output, output.isTTY === true)
    : output === process.stdout
      ? batchedStdout()
      : output;

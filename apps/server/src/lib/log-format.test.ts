import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logDestination, privateLoggerOptions, usePrettyLogs } from './log-privacy';

/** A stream that says whether it is a terminal, keeping what it is given. */
const output = (isTTY: boolean) => {
  const stream = Object.assign(new PassThrough(), { isTTY });
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return { stream, text: () => chunks.join('') };
};

describe('log format', () => {
  it('is pretty when asked, or on a terminal when LOG_FORMAT is unset; JSON otherwise', () => {
    expect(usePrettyLogs('pretty', false)).toBe(true);
    expect(usePrettyLogs(undefined, true)).toBe(true);
    expect(usePrettyLogs(undefined, false)).toBe(false);
    expect(usePrettyLogs('json', true)).toBe(false);
    expect(logDestination('json', output(true).stream)).toBeUndefined();
    expect(logDestination(undefined, output(false).stream)).toBeUndefined();
  });

  it('prints readable lines, still scrubbed, when pretty', async () => {
    const { stream, text } = output(false);
    const destination = logDestination('pretty', stream);
    expect(destination).toBeDefined();
    const log = pino(privateLoggerOptions('info'), destination);
    log.info(
      { user: 'alice@example.com', params: ['secret-value'] },
      'signed in from /login?next=/x&email=bob@example.org',
    );
    await new Promise((resolve) => setImmediate(resolve));
    const printed = text();
    expect(printed).toContain('INFO');
    expect(printed).toContain('signed in from /login');
    expect(printed).toContain('a•••@example.com');
    expect(printed).toContain('[redacted]');
    expect(printed).not.toContain('alice@');
    expect(printed).not.toContain('bob@');
    expect(printed).not.toContain('secret-value');
    expect(printed).not.toContain('next=');
    expect(printed.trimStart().startsWith('{')).toBe(false);
  });
});

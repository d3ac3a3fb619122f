import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { privateLoggerOptions } from './log-privacy';
import { logDestination, usePrettyLogs } from './log-destination';

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
    const stream = output(false).stream;
    expect(logDestination('json', stream)).toBe(stream);
    expect(logDestination(undefined, stream)).toBe(stream);
  });

  it('writes JSON to standard output without losing a line when the process exits at once', async () => {
    // the destination writes in batches: what is still buffered must be written on exit
    const script = [
      `import pino from 'pino';`,
      `import { privateLoggerOptions } from ${JSON.stringify(path.resolve(__dirname, 'log-privacy.ts'))};`,
      `import { logDestination } from ${JSON.stringify(path.resolve(__dirname, 'log-destination.ts'))};`,
      `const log = pino(privateLoggerOptions('info'), logDestination('json'));`,
      `for (let i = 0; i < 5000; i += 1) log.info({ i }, 'request');`,
      `process.exit(0);`,
    ].join('\n');
    const tsx = path.resolve(__dirname, '../../../../node_modules/.bin/tsx');
    const { stdout } = await promisify(execFile)(tsx, ['--input-type=module', '-e', script], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { i: number });
    expect(lines).toHaveLength(5000);
    expect(lines.at(-1)?.i).toBe(4999);
  });

  it('writes the line of a quiet server without waiting for a batch to fill', async () => {
    // one line, then nothing for a minute: it must reach the output while the process lives
    const script = [
      `import pino from 'pino';`,
      `import { privateLoggerOptions } from ${JSON.stringify(path.resolve(__dirname, 'log-privacy.ts'))};`,
      `import { logDestination } from ${JSON.stringify(path.resolve(__dirname, 'log-destination.ts'))};`,
      `const log = pino(privateLoggerOptions('info'), logDestination('json'));`,
      `log.info('alone');`,
      `setTimeout(() => {}, 60_000);`,
    ].join('\n');
    const tsx = path.resolve(__dirname, '../../../../node_modules/.bin/tsx');
    const child = spawn(tsx, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
        child.once('exit', () => reject(new Error('the process ended before writing its line')));
      });
      expect(child.exitCode).toBeNull();
      expect(JSON.parse(line)).toMatchObject({ msg: 'alone', level: 30 });
    } finally {
      child.kill();
    }
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

  it('prints a request on one line when pretty, keeping the other lines whole', async () => {
    const { stream, text } = output(false);
    const log = pino(privateLoggerOptions('info'), logDestination('pretty', stream));
    log
      .child({ reqId: 'req-1' })
      .info({ method: 'GET', url: '/tarifs', route: '/tarifs', status: 200, ms: 3.1 }, 'request');
    log.info({ banner: { url: 'http://localhost:3000' } }, 'Navette is served');
    await new Promise((resolve) => setImmediate(resolve));
    const lines = text().trimEnd().split('\n');
    expect(lines[0]).toMatch(/INFO.*: GET \/tarifs 200 3\.1 ms$/);
    expect(lines[0]).not.toContain('req-1');
    expect(lines[1]).toContain('Navette is served');
    // a line that is not a request keeps its fields
    expect(text()).toContain('banner');
    expect(lines.filter((line) => line.includes('/tarifs'))).toHaveLength(1);
  });
});

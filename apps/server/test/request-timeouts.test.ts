/**
 * A client that holds a connection open by trickling its request (slowloris) is answered 408 and
 * disconnected (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS; docs/decisions/0022-privacy-in-operations.md).
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildTestApp, getXsrf, type TestApp } from './build-test-app';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await buildTestApp({ env: { REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '500' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

/** Sends `chunk`, never the rest, and resolves with what the server said before hanging up. */
const sendAndWaitForClose = (chunk: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(chunk));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => (received += data));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });

describe('slow clients', () => {
  it('answers 408 and closes the connection of a client whose headers never end', async () => {
    const answer = await sendAndWaitForClose('GET /api/health HTTP/1.1\r\nHost: navette.test\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it('answers 408 and closes the connection of a client whose body never ends', async () => {
    // a request the anti-forgery check lets through to the reading of its body
    const xsrf = await getXsrf(t.app);
    const cookies = Object.entries(xsrf.cookies).map(([name, value]) => `${name}=${value}`);
    const headers = Object.entries(xsrf.headers).map(([name, value]) => `${name}: ${value}`);
    const answer = await sendAndWaitForClose(
      [
        'POST /api/contact HTTP/1.1',
        'Host: navette.test',
        `Cookie: ${cookies.join('; ')}`,
        ...headers,
        'Content-Type: application/json',
        'Content-Length: 1000',
        '',
        '{"nom":"',
      ].join('\r\n'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it('still serves a client that sends its request at once', async () => {
    const answer = await sendAndWaitForClose(
      'GET /api/health HTTP/1.1\r\nHost: navette.test\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });
});

describe('the timeout settings', () => {
  it('refuses a headers timeout longer than the whole request may take, naming both', () => {
    expect(() =>
      loadConfig({
        SESSION_SECRET: 'x'.repeat(32),
        DATA_DIR: '/tmp/navette-unused',
        REQUEST_TIMEOUT_MS: '5000',
        HEADERS_TIMEOUT_MS: '10000',
      }),
    ).toThrow('HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS');
  });
});

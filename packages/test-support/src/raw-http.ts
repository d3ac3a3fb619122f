import { connect } from 'node:net';

export interface RawRequest {
  method: string;
  /** the request target exactly as written on the request line: `/path` or `http://host/path` */
  target: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RawResponse {
  status: number;
  /** the raw text after the head (chunked encoding left as is) */
  body: string;
}

/**
 * One HTTP/1.1 request written byte for byte on a TCP socket, so that the request line reaches
 * the server as the test wrote it (an HTTP client would normalise it).
 */
export const rawRequest = (port: number, request: RawRequest): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const body = request.body ?? '';
    const headers = {
      host: `127.0.0.1:${port}`,
      connection: 'close',
      ...(request.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
      ...request.headers,
    };
    const head = [
      `${request.method} ${request.target} HTTP/1.1`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ].join('\r\n');
    // written, not ended: the server drops a half-closed socket before an asynchronous answer;
    // it closes the connection itself once it has answered (Connection: close)
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n${body}`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1];
      if (!status) return reject(new Error(`not an HTTP response: ${text.slice(0, 80)}`));
      resolve({ status: Number(status), body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });

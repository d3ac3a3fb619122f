/**
 * A loopback stand-in for Vonage's SMS API (`POST /sms/json`, the protocol the official SDK
 * speaks): it checks the key and secret, records each message and answers as Vonage does, one
 * message with status "0"; `failWith(status)` makes it refuse the next ones as Vonage refuses
 * (status "4", bad credentials; "1", throttled…). `env()` is what a server needs to use it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  to: string;
  from: string;
  text: string;
}

export interface SmsStandIn {
  url: string;
  messages: ReceivedSms[];
  /** the next messages are refused with this Vonage status; null: accepted again */
  failWith(status: string | null): void;
  env(): Record<string, string>;
  close(): Promise<void>;
}

const KEY = 'test-sms-key';
const SECRET = 'test-sms-secret';

const fieldsOf = (body: string, contentType: string, query: URLSearchParams) => {
  const fields: Record<string, string> = Object.fromEntries(query);
  if (contentType.includes('json')) {
    Object.assign(fields, JSON.parse(body || '{}') as Record<string, string>);
  } else {
    Object.assign(fields, Object.fromEntries(new URLSearchParams(body)));
  }
  return fields;
};

export const startSmsStandIn = async (): Promise<SmsStandIn> => {
  const messages: ReceivedSms[] = [];
  let failure: string | null = null;
  let count = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.method !== 'POST' || url.pathname !== '/sms/json') {
        return answer(404, { error: 'not found' });
      }
      const fields = fieldsOf(body, request.headers['content-type'] ?? '', url.searchParams);
      const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const [user, password] = basic
        ? Buffer.from(basic, 'base64').toString().split(':')
        : [fields.api_key, fields.api_secret];
      const to = fields.to ?? '';
      const status = user !== KEY || password !== SECRET ? '4' : (failure ?? '0');
      if (status === '0') messages.push({ to, from: fields.from ?? '', text: fields.text ?? '' });
      count += 1;
      return answer(200, {
        'message-count': '1',
        messages: [
          status === '0'
            ? { to, 'message-id': `stand-in-${count}`, status }
            : { status, 'error-text': status === '4' ? 'Bad Credentials' : 'Refused' },
        ],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    messages,
    failWith: (status) => void (failure = status),
    env: () => ({
      SMS_ENABLED: 'true',
      SMS_API_KEY: KEY,
      SMS_API_SECRET: SECRET,
      SMS_SENDER: 'Navette',
      SMS_API_URL: url,
    }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isListening, skipWithout } from './outside-services';

describe('outside services', () => {
  it('tells a port that answers from one that does not', async () => {
    const server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    expect(await isListening(port)).toBe(true);
    await new Promise((resolve) => server.close(resolve));
    expect(await isListening(port)).toBe(false);
  });

  it('skips without the service on a developer machine, and fails under CI', () => {
    expect(skipWithout(undefined, { CI: 'true' })).toBe(false);
    expect(skipWithout('needs Redis on 127.0.0.1:6379', {})).toBe(true);
    expect(() => skipWithout('needs Redis on 127.0.0.1:6379', { CI: 'true' })).toThrow(
      'CI must run these tests, but it cannot: needs Redis on 127.0.0.1:6379',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { DATA_DIR: '/tmp/navette-config-test', SESSION_SECRET: 'x'.repeat(40) };

const trustProxyOf = (value: string) => loadConfig({ ...base, TRUST_PROXY: value }).trustProxy;
const problemsOf = (value: string) => {
  try {
    loadConfig({ ...base, TRUST_PROXY: value });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('TRUST_PROXY: which proxies are believed about the client address', () => {
  it('trusts no proxy when unset or empty', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(trustProxyOf('')).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
  });

  it('takes the number of proxies in front of the server', () => {
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('2')).toBe(2);
  });

  it('takes the proxies’ addresses, ranges and named ranges', () => {
    expect(trustProxyOf('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trustProxyOf('10.0.0.0/8, 2001:db8::/32,::1, loopback')).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      '::1',
      'loopback',
    ]);
  });

  it.each(['true', 'TRUE', 'yes'])('refuses %s, saying what to write instead', (value) => {
    expect(problemsOf(value)).toEqual([
      'TRUST_PROXY: no longer accepts "true" (a client could choose its own address): write the number of proxies in front of the server, usually 1, or their addresses, e.g. 127.0.0.1 or 10.0.0.0/8',
    ]);
  });

  it.each(['proxy.example', '10.0.0.0/33', '::1/129', '10.0.0.1,', '-1', '1.5', 'everything'])(
    'refuses %s',
    (value) => {
      expect(problemsOf(value)).toEqual([
        'TRUST_PROXY: must be a number of proxies (e.g. 1) or a comma-separated list of their IP addresses or CIDR ranges (e.g. 127.0.0.1, 10.0.0.0/8, loopback)',
      ]);
    },
  );
});

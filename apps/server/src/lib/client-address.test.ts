import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './client-address';

describe('the key a client is counted on', () => {
  it('is an IPv4 address as it is', () => {
    expect(clientKeyOf('192.0.2.1')).toBe('192.0.2.1');
    expect(clientKeyOf('192.0.2.2')).not.toBe(clientKeyOf('192.0.2.1'));
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    expect(clientKeyOf('2001:db8:1:2::1')).toBe(key);
    expect(clientKeyOf('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKeyOf('2001:0DB8:0001:0002:0000:0000:0000:0042')).toBe(key);
    expect(clientKeyOf('2001:db8:1:3::1')).not.toBe(key);
  });

  it('ignores the zone id of a link-local address', () => {
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80::/64');
    expect(clientKeyOf('fe80::abcd%2')).toBe('fe80::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientKeyOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKeyOf('::ffff:c000:201')).toBe('192.0.2.1');
  });
});

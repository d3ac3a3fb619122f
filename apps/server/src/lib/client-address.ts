import { normalizeIP } from '@fastify/rate-limit';

/** The length of the IPv6 prefix a client is counted on: one subscriber's network. */
const IPV6_PREFIX_LENGTH = 64;

/**
 * The key a client address is counted on by every per-client limit: an IPv4 address as it is,
 * an IPv6 address by its /64 (one home or server network holds billions of addresses, so a full
 * address is free to change), an IPv4-mapped IPv6 address as the IPv4 address it carries. Zone
 * ids and spelling (zeros, case, `::`) make no difference. See docs/decisions/0018-rate-limits.md.
 */
export const clientKeyOf = (ip: string): string => {
  const key = normalizeIP(ip, IPV6_PREFIX_LENGTH);
  return key.includes(':') ? `${key}/${IPV6_PREFIX_LENGTH}` : key;
};

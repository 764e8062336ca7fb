import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import ipaddr from 'ipaddr.js';
import { remembered } from '../modules/common/remembered.js';

export type TrustRule = (address: string, hop: number) => boolean;

/**
 * Which peers may tell us the client's address in X-Forwarded-For (TRUST_PROXY): proxy-addr names and CIDRs,
 * comma-separated (`loopback`, `uniquelocal`, `10.0.0.0/8`, ...), or `none`. Per-IP limits then count the client
 * behind a trusted proxy, and the peer itself for everyone else (who could otherwise pick any address).
 */
export function trustRule(setting: string): TrustRule {
  const list = setting
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0 || list.some((s) => ['none', 'false', 'off', '0'].includes(s.toLowerCase()))) return () => false;
  return proxyaddr.compile(list);
}

/**
 * The key every per-address limit counts under: an IPv4 address as it is (an IPv4-mapped IPv6 address becomes its
 * IPv4), and an IPv6 address by its /64, the block one home or phone gets, which it can fill with addresses at will.
 * Remembered: parsing the address was 3% of a GraphQL request (ipaddr.js), and clients keep their address.
 */
export const addressKey = remembered(keyOf, 10_000);

function keyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts
    .slice(0, 4)
    .map((p) => p.toString(16))
    .join(':')}::/64`;
}

/**
 * The client's address key (addressKey) under a trust rule: the same answer for REST (Express' req.ip, see
 * app.ts), GraphQL over HTTP and WebSockets, so no per-address limit can count addresses another way.
 */
export function clientAddress(req: IncomingMessage, trust: TrustRule): string {
  return addressKey(proxyaddr(req, trust));
}

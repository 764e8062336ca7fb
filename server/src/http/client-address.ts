import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

export type TrustRule = (address: string, hop: number) => boolean;

/**
 * Which peers may tell us the client's address in X-Forwarded-For (TRUST_PROXY): proxy-addr names and CIDRs,
 * comma-separated (`loopback`, `uniquelocal`, `10.0.0.0/8`, ...), or `none`. Per-IP limits then count the client
 * behind a trusted proxy, and the peer itself for everyone else (who could otherwise pick any address).
 */
export function trustRule(setting: string): TrustRule {
  const list = setting.split(',').map((s) => s.trim()).filter(Boolean);
  if (list.length === 0 || list.some((s) => ['none', 'false', 'off', '0'].includes(s.toLowerCase()))) return () => false;
  return proxyaddr.compile(list);
}

/** The client's address under a trust rule: the same answer for REST (Express' trust proxy), GraphQL and WebSockets. */
export function clientAddress(req: IncomingMessage, trust: TrustRule): string {
  return proxyaddr(req, trust);
}

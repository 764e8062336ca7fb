import { BlockList, isIP } from 'node:net';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import { BadInputError } from '../common/errors.js';

// Loopback, private, link-local, carrier-grade NAT, "this network", multicast and reserved ranges.
const blocked = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96]] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** True for an address a webhook must not reach (IPv4-mapped IPv6 is judged as the IPv4 it carries). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const REFUSED = 'Webhook URLs must reach a public address (private, loopback and link-local addresses are refused).';

/** A webhook URL: http(s), at most 500 characters, and (unless private targets are allowed) a public host. */
export async function checkWebhookUrl(value: unknown, allowPrivate: boolean): Promise<string> {
  const text = typeof value === 'string' ? value.trim() : '';
  let url: URL;
  try { url = new URL(text); } catch { throw new BadInputError('Please give the endpoint as a full http:// or https:// URL.'); }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new BadInputError('Please give the endpoint as a full http:// or https:// URL.');
  if (text.length > 500) throw new BadInputError('The URL is too long (at most 500 characters).');
  if (url.username || url.password) throw new BadInputError('The URL must not carry a user name or password.');
  if (!allowPrivate) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) ? [host] : await dns.lookup(host, { all: true }).then((r) => r.map((a) => a.address), () => []);
    if (!addresses.length) throw new BadInputError(`The host ${host} cannot be resolved.`);
    if (addresses.some(isPrivateAddress)) throw new BadInputError(REFUSED);
  }
  return url.toString();
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that refuses private addresses at connection time, so a name that resolved to a
 * public address at registration cannot be pointed at an internal one later (DNS rebinding).
 */
export function publicOnlyLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) { callback(err, []); return; }
      const list = addresses as LookupAddress[];
      const bad = !allowPrivate && list.find((a) => isPrivateAddress(a.address));
      if (bad) { callback(Object.assign(new Error(`refused: ${hostname} resolves to the private address ${bad.address}`), { code: 'EPRIVATE' }), []); return; }
      if ((options as { all?: boolean }).all) callback(null, list);
      else callback(null, list[0].address, list[0].family);
    });
  };
}

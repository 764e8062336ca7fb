import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import { BadInputError } from '../common/errors.js';

// IANA IPv4 Special-Purpose Address Registry (iana-ipv4-special-registry), plus multicast and the reserved 240/4:
// none of these is a public host on the internet.
const SPECIAL_IPV4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.31.196.0', 24],
  ['192.52.193.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['192.175.48.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
// IPv6: only global unicast (2000::/3) is allowed at all, so ::/96 (IPv4-compatible), 64:ff9b::/96 and 64:ff9b:1::/48
// (NAT64), 100::/64 (discard), fc00::/7, fe80::/10, fec0::/10 and ff00::/8 are out; inside it, the IANA IPv6
// Special-Purpose Address Registry's blocks (iana-ipv6-special-registry) are refused too.
const GLOBAL_UNICAST_IPV6: [string, number] = ['2000::', 3];
const SPECIAL_IPV6: [string, number][] = [
  ['2001::', 23], // IETF protocol assignments: Teredo 2001::/32, benchmarking 2001:2::/48, ORCHID, AMT …
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: carries any IPv4 address, 127.0.0.1 included
  ['3fff::', 20], // documentation (2024)
];

const specialV4 = new BlockList();
for (const [net, prefix] of SPECIAL_IPV4) specialV4.addSubnet(net, prefix, 'ipv4');
const globalV6 = new BlockList();
globalV6.addSubnet(GLOBAL_UNICAST_IPV6[0], GLOBAL_UNICAST_IPV6[1], 'ipv6');
const specialV6 = new BlockList();
for (const [net, prefix] of SPECIAL_IPV6) specialV6.addSubnet(net, prefix, 'ipv6');

/**
 * True for an address a webhook must not reach: anything but a global unicast address. An IPv4-mapped IPv6 address
 * (::ffff:a.b.c.d, in any spelling) is judged as the IPv4 it carries.
 */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    return isPrivateAddress((parsed as ipaddr.IPv6).toIPv4Address().toString());
  const text = parsed.toString();
  if (parsed.kind() === 'ipv4') return specialV4.check(text, 'ipv4');
  return !globalV6.check(text, 'ipv6') || specialV6.check(text, 'ipv6');
}

const REFUSED = 'Webhook URLs must reach a public address (private, loopback and link-local addresses are refused).';

/**
 * A webhook URL's host (the URL already read by webhook.schemas.ts): unless private targets are allowed, it must
 * resolve, and only to public addresses.
 */
export async function assertPublicHost(webhookUrl: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = new URL(webhookUrl).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await dns.lookup(host, { all: true }).then(
        (r) => r.map((a) => a.address),
        () => [],
      );
  if (!addresses.length) throw new BadInputError(`The host ${host} cannot be resolved.`);
  if (addresses.some(isPrivateAddress)) throw new BadInputError(REFUSED);
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that refuses private addresses at connection time, so a name that resolved to a
 * public address at registration cannot be pointed at an internal one later (DNS rebinding).
 */
export function publicOnlyLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) {
        callback(err, []);
        return;
      }
      const list = addresses as LookupAddress[];
      const bad = !allowPrivate && list.find((a) => isPrivateAddress(a.address));
      if (bad) {
        callback(Object.assign(new Error(`refused: ${hostname} resolves to the private address ${bad.address}`), { code: 'EPRIVATE' }), []);
        return;
      }
      if ((options as { all?: boolean }).all) callback(null, list);
      else callback(null, list[0].address, list[0].family);
    });
  };
}

/**
 * An IP-literal URL is connected to without any lookup (Node skips it for literals), so publicOnlyLookup never sees
 * it: checked here before each send. Null when the target may be reached.
 */
export function refusedLiteral(url: URL, allowPrivate: boolean): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return !allowPrivate && isIP(host) && isPrivateAddress(host) ? `refused: ${host} is not a public address` : null;
}

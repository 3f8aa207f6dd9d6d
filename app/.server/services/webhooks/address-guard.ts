import dns from "node:dns";
import net from "node:net";
import { ValidationError } from "../errors";

/**
 * Server-side request forgery guard of outgoing webhooks: no loopback, private, link-local (a
 * cloud's metadata service) or special range, checked when an endpoint is saved and again for
 * every address its name resolves to at each connection (the connection's own lookup).
 */
const blocked = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, net.isIPv6(network) ? "ipv6" : "ipv4");
}

/** An IPv4 address written inside IPv6 (::ffff:10.0.0.1 or ::ffff:a00:1), else null. */
function embeddedIpv4(address: string): string | null {
  const match = /^::ffff:(?:0:)?(.+)$/i.exec(address);
  if (!match) return null;
  if (net.isIPv4(match[1])) return match[1];
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(match[1]);
  if (!hex) return null;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** True for an address on the public internet; false for loopback, private and special ranges. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const v4 = net.isIPv4(bare) ? bare : embeddedIpv4(bare);
  if (v4) return !blocked.check(v4, "ipv4");
  if (net.isIPv6(bare)) return !blocked.check(bare, "ipv6");
  return false;
}

export const PRIVATE_ADDRESS_MESSAGE =
  "This address is on a private or local network. Use the receiver's public https:// address.";

/** Host names that always mean this machine or its network, whatever DNS says. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/** Refuses (400, on the `url` field) a URL whose host is a private address or a local name. */
export function assertPublicUrl(value: string, allowPrivate: boolean) {
  if (allowPrivate) return;
  const host = new URL(value).hostname.replace(/^\[|\]$/g, "");
  const refused = net.isIP(host) ? !isPublicAddress(host) : LOCAL_NAME.test(host) || !host.includes(".");
  if (refused) throw new ValidationError(PRIVATE_ADDRESS_MESSAGE, { url: PRIVATE_ADDRESS_MESSAGE });
}

export class BlockedAddressError extends Error {
  code = "EBLOCKEDADDRESS";
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for http.request that fails the connection when any address is not public (unless allowed). */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const bad = allowPrivate ? undefined : addresses.find((entry) => !isPublicAddress(entry.address));
      if (bad) {
        return callback(
          new BlockedAddressError(`${hostname} resolves to a non-public address (${bad.address})`),
          [],
        );
      }
      if (addresses.length === 0) return callback(new Error(`${hostname} has no address`), []);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

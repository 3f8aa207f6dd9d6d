import net from "node:net";

/**
 * The one identity every per-client limit keys on: an IPv4 client is its address (also when
 * IPv4-mapped), an IPv6 client its /64 (one subscriber line picks any address in it). Anything
 * unparseable keys as itself.
 */
export function clientKey(address: string | undefined): string {
  const ip = (address ?? "").trim();
  if (!ip) return "unknown";
  if (net.isIPv4(ip)) return ip;
  const withoutZone = ip.replace(/%.*$/, "");
  if (!net.isIPv6(withoutZone)) return ip;
  const groups = ipv6Groups(withoutZone);
  const isMappedIPv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIPv4) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail folded in). */
function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase();
  const dotted = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The CMS answers only on the hosts in CMS_HOSTS (spec 6: "development host only",
 * made configurable). Patterns are exact host names or `*.suffix`.
 */
export function hostMatches(hostHeader: string | undefined, patterns: readonly string[]): boolean {
  if (!hostHeader) return false;
  const host = stripPort(hostHeader.trim().toLowerCase());
  return patterns.some((pattern) => {
    const wanted = pattern.toLowerCase();
    if (wanted.startsWith("*.")) return host.endsWith(wanted.slice(1)) && host.length > wanted.length - 1;
    return host === wanted;
  });
}

function stripPort(host: string) {
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    return end === -1 ? host : host.slice(0, end + 1);
  }
  const colon = host.lastIndexOf(":");
  return colon === -1 ? host : host.slice(0, colon);
}

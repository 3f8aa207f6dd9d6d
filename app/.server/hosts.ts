/** True when the host header (port ignored) matches a pattern: an exact host name or `*.suffix`. */
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

/**
 * Whether a request was sent to one of CMS_HOSTS, for every decision about the CMS: by the `Host`
 * header the proxy sets, never `X-Forwarded-Host` (or `req.hostname`), which a client can send itself.
 */
export function onCmsHost(headers: { host?: string | undefined }, cmsHosts: readonly string[]): boolean {
  return hostMatches(headers.host, cmsHosts);
}

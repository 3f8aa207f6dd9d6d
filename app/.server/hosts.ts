/**
 * Which host a request was sent to, and whether it is one of a list. Shared by the HTTP host gate
 * and the services that guard CMS pages, so neither layer reaches into the other.
 */

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
 * The host a request was sent to, for every decision about the CMS: the `Host` header as
 * received, which the proxy in front sets (deploy/nginx.conf). Never `X-Forwarded-Host` (nor
 * Express's `req.hostname`, which reads it when "trust proxy" is on): a client can send that
 * header itself, and a proxy that does not overwrite it passes the client's value on.
 */
export function receivedHost(headers: { host?: string | undefined }): string | undefined {
  return headers.host;
}

/** A date and time in UTC: the server renders it, so the browser must draw the same text. */
export function formatReceived(iso: string): string {
  const text = new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
  return `${text} UTC`;
}

/** The current address with some parameters changed (undefined or "" removes one). */
export function withParams(search: string, changes: Record<string, string | undefined>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const text = params.toString();
  return text ? `?${text}` : "?";
}

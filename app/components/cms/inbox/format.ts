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

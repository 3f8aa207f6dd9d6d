import { issueFormToken } from "~/.server/services/leads/form-token";

/**
 * Form tokens are single use (ADR 0012), so every lead a test sends needs its own: `count` tokens
 * issued `ageMs` ago (a page the visitor read before filling it in), handed out one at a time.
 */
export async function formTokenPool(count: number, ageMs = 60_000): Promise<() => string> {
  const tokens = await Promise.all(Array.from({ length: count }, () => issueFormToken(Date.now() - ageMs)));
  return () => {
    const token = tokens.pop();
    if (!token) throw new Error("The test's form-token pool is empty: make it larger.");
    return token;
  };
}

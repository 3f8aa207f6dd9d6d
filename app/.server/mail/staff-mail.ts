import { sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { cmsUsers } from "../db/schema";
import { ValidationError } from "../services/errors";
import { consumeRateLimit, type RateLimitRule } from "../services/rate-limit";

/**
 * Mail staff can send to an address they type (invitations, newsletter tests), limited per staff
 * member so a stolen session cannot mail anyone; tests go only to staff addresses.
 */

/** Invitations and resends per staff member: 10 an hour. */
export const INVITATION_RULE: RateLimitRule = {
  name: "staff-mail:invite",
  points: 10,
  durationSeconds: 3600,
};
/** Newsletter test sends per staff member: 10 an hour. */
export const TEST_SEND_RULE: RateLimitRule = { name: "staff-mail:test", points: 10, durationSeconds: 3600 };

export const NOT_STAFF_ADDRESS = "Tests go only to staff addresses: yours or a colleague's.";

/** Counts one mail against the staff member's budget; RateLimitedError when it is used up. */
export async function takeStaffMailTurn(rule: RateLimitRule, userId: string, what: string) {
  await consumeRateLimit(
    rule,
    userId,
    (wait) => `You have sent many ${what} in the last hour. Please try again in ${wait}.`,
  );
}

/** Refuses (400, on the `email` field) an address that is not a staff account's, whatever its case. */
export async function assertStaffAddress(email: string) {
  const [row] = await getDb()
    .select({ id: cmsUsers.id })
    .from(cmsUsers)
    .where(sql`lower(${cmsUsers.email}) = lower(${email.trim()})`)
    .limit(1);
  if (!row) throw new ValidationError(NOT_STAFF_ADDRESS, { email: NOT_STAFF_ADDRESS });
}

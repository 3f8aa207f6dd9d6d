import { z } from "zod/mini";
import { blankToUndefined, isoDay } from "./analytics";

/** The audit trail's actions and their labels, for the writers, the filter and the screen. */
export const auditActionLabels = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "post-publish": "Published a post",
  "post-unpublish": "Unpublished a post",
  "post-delete": "Deleted a post",
  "leads-export": "Exported leads",
  "subscribers-export": "Exported subscribers",
  "subscribers-import": "Imported subscribers",
  "settings-change": "Changed settings",
  "subscriber-remove": "Removed a subscriber",
  "subscriber-block": "Blocked an address",
  "subscriber-unblock": "Unblocked an address",
  "role-change": "Changed a role",
  "newsletter-send": "Sent a newsletter",
  "newsletter-schedule": "Scheduled a newsletter",
  "invitation-send": "Invited a colleague",
  "invitation-resend": "Resent an invitation",
  "invitation-revoke": "Revoked an invitation",
  "invitation-accept": "Accepted an invitation",
  "lead-status": "Changed a lead's status",
  "order-status": "Changed an order's status",
  "post-restore": "Restored a post from the Trash",
  "post-delete-forever": "Deleted a post for good",
  "two-step-failed": "Failed two-step code",
  "two-step-locked": "Two-step codes locked",
  "reauth-failed": "Failed password check",
  "reauth-locked": "Password checks locked",
  "password-change": "Changed password",
  "password-reset-request": "Asked for a password reset",
  "password-reset": "Reset password by e-mail",
  "two-step-on": "Turned two-step sign-in on",
  "two-step-off": "Turned two-step sign-in off",
  "ownership-transfer": "Transferred ownership",
  "newsletter-test-send": "Sent a test newsletter",
  "lead-assign": "Assigned a lead",
  "lead-note": "Added a note to a lead",
  "lead-follow-up": "Set a lead's follow-up",
  "post-review-submit": "Submitted a post for review",
  "post-review-return": "Sent a post back to its author",
  "post-review-publish": "Published a post from review",
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof auditActionLabels;
/** The actions in the labels' order (the filter's options). */
export const auditActions = Object.keys(auditActionLabels) as [AuditAction, ...AuditAction[]];

/** Events per page of /cms/audit. */
export const AUDIT_PAGE_SIZE = 50;

/** The view's filters, as carried in its URL: `actor`, `action`, `from`, `to` (UTC days), `page`. */
export const auditFilterSchema = z
  .object({
    actor: blankToUndefined(z.string().check(z.regex(/^[0-9a-f-]{36}$/i, "Choose a staff member"))),
    action: blankToUndefined(z.enum(auditActions, { message: "Choose an action" })),
    from: blankToUndefined(isoDay),
    to: blankToUndefined(isoDay),
    page: z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  })
  .check(
    z.refine((value) => !value.from || !value.to || value.from <= value.to, {
      message: "The start date must be on or before the end date",
      path: ["from"],
    }),
  );
export type AuditFilter = z.infer<typeof auditFilterSchema>;

import { z } from "zod/mini";
import { auditActionLabels } from "~/content/cms-labels";
import { blankToUndefined, isoDay } from "./analytics";

export { auditActionLabels };

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

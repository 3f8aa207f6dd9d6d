import { Router } from "express";
import { inboxFilterSchema, subscriberFilterSchema } from "~/lib/schemas/inbox";
import { inboxCsv, subscribersCsv } from "../../services/leads/inbox";
import { recordAudit } from "../../services/audit";
import { allow, cmsApiGuards, cmsAuditActor } from "../guards";
import { sendCsv } from "../csv-response";
import { handle, parseInput } from "../errors";
import { route } from "../methods";

/**
 * The inbox's and the subscribers' CSV exports (the screens' download links), under /api/cms/*.
 * Every path is guarded (host, 401, 403).
 */
export const router = Router();

/** Leads, orders and subscribers are personal data (ADR 0032). */
const guarded = [...cmsApiGuards, allow("personalData.view")];

route(router, "/cms/inbox/export.csv", {
  get: [
    ...guarded,
    handle(async (req, res) => {
      const filter = parseInput(inboxFilterSchema, req.query);
      const csv = await inboxCsv(filter);
      await recordAudit({ action: "leads-export", actor: cmsAuditActor(req, res), detail: { filter } });
      await sendCsv(res, filter.view === "spam" ? "spam" : "inbox", csv);
    }),
  ],
});

route(router, "/cms/subscribers/export.csv", {
  get: [
    ...guarded,
    handle(async (req, res) => {
      const filter = parseInput(subscriberFilterSchema, req.query);
      const csv = await subscribersCsv(filter);
      await recordAudit({ action: "subscribers-export", actor: cmsAuditActor(req, res), detail: { filter } });
      await sendCsv(res, "subscribers", csv);
    }),
  ],
});

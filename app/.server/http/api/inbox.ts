import { Router } from "express";
import {
  inboxFilterSchema,
  inboxStatusChangeSchema,
  notificationSettingsSchema,
  spamChangeSchema,
  subscriberFilterSchema,
} from "~/lib/schemas/inbox";
import {
  changeStatus,
  inboxCsv,
  inboxStats,
  listInboxPage,
  listSubscribers,
  setSpam,
  statusHistory,
  subscribersCsv,
} from "../../services/inbox";
import { getNotificationSettings, saveNotificationSettings } from "../../services/settings";
import { recordAudit } from "../../services/audit";
import { allow, cmsApiGuards, cmsAuditActor, cmsAuth } from "../cms-guards";
import { sendCsv } from "../csv-response";
import { handle, parseInput } from "../errors";
import { route } from "../methods";

/**
 * The staff inbox (leads, orders, subscribers) and the notification settings, under
 * /api/cms/*. Mounted after the JSON parser; every path is guarded (host, 401, 403).
 */
export const router = Router();

/** Leads, orders and subscribers are personal data (ADR 0032). */
const guarded = [...cmsApiGuards, allow("personalData.view")];
const settingsGuarded = [...cmsApiGuards, allow("settings.manage")];

route(router, "/cms/inbox", {
  get: [
    ...guarded,
    handle(async (req, res) => {
      const filter = parseInput(inboxFilterSchema, req.query);
      // One page (25 entries) as on the screen: { items, total, page, pageCount }.
      res.json(await listInboxPage(filter, Number(req.query.page ?? 1)));
    }),
  ],
});

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

route(router, "/cms/inbox/stats", {
  get: [
    ...guarded,
    handle(async (_req, res) => {
      res.json(await inboxStats());
    }),
  ],
});

route(router, "/cms/inbox/:type/:id/status", {
  post: [
    ...guarded,
    handle(async (req, res) => {
      const input = parseInput(inboxStatusChangeSchema, req.body);
      const item = await changeStatus(String(req.params.type), String(req.params.id), input, {
        username: cmsAuth(res).user.username,
        audit: cmsAuditActor(req, res),
      });
      res.json({ item, history: await statusHistory(item.type, item.id) });
    }),
  ],
});

route(router, "/cms/inbox/:type/:id/history", {
  get: [
    ...guarded,
    handle(async (req, res) => {
      res.json({ history: await statusHistory(String(req.params.type), String(req.params.id)) });
    }),
  ],
});

route(router, "/cms/inbox/lead/:id/spam", {
  post: [
    ...guarded,
    handle(async (req, res) => {
      const input = parseInput(spamChangeSchema, req.body);
      res.json({ item: await setSpam(String(req.params.id), input.isSpam, cmsAuth(res).user.username) });
    }),
  ],
});

route(router, "/cms/subscribers", {
  get: [
    ...guarded,
    handle(async (req, res) => {
      const filter = parseInput(subscriberFilterSchema, req.query);
      res.json({ items: await listSubscribers(filter) });
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

route(router, "/cms/settings/notifications", {
  get: [
    ...settingsGuarded,
    handle(async (_req, res) => {
      res.json(await getNotificationSettings());
    }),
  ],
  put: [
    ...settingsGuarded,
    handle(async (req, res) => {
      const input = parseInput(notificationSettingsSchema, req.body);
      const saved = await saveNotificationSettings(input, cmsAuth(res).user.username);
      await recordAudit({
        action: "settings-change",
        actor: cmsAuditActor(req, res),
        subject: { type: "settings", id: "notifications" },
        detail: input,
      });
      res.json(saved);
    }),
  ],
});

import { type Response, Router } from "express";
import { analyticsTableNames, analyticsTables } from "~/lib/analytics-tables";
import { toCsv } from "~/lib/csv";
import { dateKey } from "~/lib/date-time";
import { analyticsRangeSchema, resolveAnalyticsRange } from "~/lib/schemas/analytics";
import { loginSchema } from "~/lib/schemas/auth";
import { inboxFilterSchema, subscriberFilterSchema } from "~/lib/schemas/inbox";
import { postFormSchema } from "~/lib/schemas/post";
import { clientKey } from "../../client-key";
import { analyticsReport } from "../../services/analytics/report";
import { recordAudit } from "../../services/audit";
import { inboxCsv, subscribersCsv } from "../../services/leads/inbox";
import { getSiteSettings } from "../../services/settings";
import { signIn } from "../../services/staff/auth";
import { postOverview } from "../../services/posts/post-list";
import { createPost, listAllPosts } from "../../services/posts/cms-posts";
import { pendingSignInCookie, sessionCookie } from "../session-cookies";
import { allow, cmsApiGuards, cmsAuditActor, cmsAuth, cmsHostOnly } from "../guards";
import { parseInput, sendJsonError, toHttpError } from "../errors";
import { route } from "../methods";

/** The staff calls (/api/cms/*), answered only on CMS_HOSTS; all but sign-in need a session. */
export const router = Router();

/** Leads, orders and subscribers are personal data (ADR 0032). */
const personalData = [...cmsApiGuards, allow("personalData.view")];

route(router, "/cms/inbox/export.csv", {
  get: [
    ...personalData,
    async (req, res) => {
      const filter = parseInput(inboxFilterSchema, req.query);
      const csv = await inboxCsv(filter);
      await recordAudit({ action: "leads-export", actor: cmsAuditActor(req, res), detail: { filter } });
      await sendCsv(res, filter.view === "spam" ? "spam" : "inbox", csv);
    },
  ],
});

route(router, "/cms/subscribers/export.csv", {
  get: [
    ...personalData,
    async (req, res) => {
      const filter = parseInput(subscriberFilterSchema, req.query);
      const csv = await subscribersCsv(filter);
      await recordAudit({ action: "subscribers-export", actor: cmsAuditActor(req, res), detail: { filter } });
      await sendCsv(res, "subscribers", csv);
    },
  ],
});

/** An Analytics table for the range in the query string (the section's own parameters). */
route(router, "/cms/analytics/:table.csv", {
  get: [
    ...cmsApiGuards,
    allow("analytics.view"),
    async (req, res) => {
      const name = analyticsTableNames.find((table) => table === req.params.table);
      if (!name) return sendJsonError(res, 404, "Not found");
      const input = parseInput(analyticsRangeSchema, req.query);
      const range = resolveAnalyticsRange(input, dateKey(new Date(), (await getSiteSettings()).timeZone));
      // Each table has its own row type; seen from here they are all "a table of its rows".
      const table = analyticsTables[name] as (typeof analyticsTables)["pages"];
      const csv = toCsv(
        table.rows(await analyticsReport(range)),
        table.columns.map((column) => ({ header: column.header, value: column.cell })),
      );
      await sendCsv(res, `analytics-${name}-${range.from}-to-${range.to}`, csv);
    },
  ],
});

// Sign-in: the host gate (the CSRF check ran before the API), but no session yet.
route(router, "/cms/login", {
  post: [
    cmsHostOnly,
    async (req, res) => {
      try {
        const signedIn = await signIn({
          ...parseInput(loginSchema, req.body),
          ip: clientKey(req.ip),
          userAgent: req.get("user-agent"),
        });
        if (signedIn.token === undefined) {
          // Two-step sign-in: the code comes next, on /cms/two-step.
          res.set("Set-Cookie", await pendingSignInCookie(signedIn.pending));
          res.json({ user: { username: signedIn.user.username }, twoStep: true });
          return;
        }
        res.set("Set-Cookie", await sessionCookie(signedIn.token));
        res.json({ user: { username: signedIn.user.username } });
      } catch (error) {
        // Spec 7: a failed sign-in carries an `error` field (kept next to the usual `message`).
        const refusal = toHttpError(error);
        if (!refusal) throw error;
        if (refusal.headers) res.set(refusal.headers);
        res
          .status(refusal.status)
          .json({ error: refusal.message, message: refusal.message, errors: refusal.errors });
      }
    },
  ],
});

// Everything else under /cms: host gate and session.
router.use("/cms", ...cmsApiGuards);

route(router, "/cms/me", {
  get: (_req, res) => {
    res.json({ user: { username: cmsAuth(res).user.username } });
  },
});

route(router, "/cms/analytics/overview", {
  get: [
    allow("analytics.view"),
    async (_req, res) => {
      res.json(await postOverview());
    },
  ],
});

route(router, "/cms/blog/posts", {
  get: [
    allow("posts.write"),
    async (_req, res) => {
      // Drafts only for whoever may read them (lib/permissions' mayReadPost).
      res.json(await listAllPosts(cmsAuth(res).user));
    },
  ],
  post: [
    allow("posts.write"),
    async (req, res) => {
      const input = parseInput(postFormSchema, req.body);
      // A post change's actor: on revisions, for the post rules, and in the audit trail.
      const { id, username, role } = cmsAuth(res).user;
      const actor = { id, username, role, audit: cmsAuditActor(req, res) };
      res.status(201).json(await createPost(input, actor));
    },
  ],
});

// An unknown /api/cms path on a CMS host, for a signed-in user, falls through to the API's 404.

/** CSV text as a download named `{name}-{today}.csv`, today in the site's time zone. */
async function sendCsv(res: Response, name: string, csv: string) {
  const date = dateKey(new Date(), (await getSiteSettings()).timeZone);
  res.set({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}-${date}.csv"`,
    "X-Content-Type-Options": "nosniff",
  });
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  res.send(`\uFEFF${csv}`);
}

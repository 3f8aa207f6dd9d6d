import { redirect } from "react-router";
import { throwStatus } from "~/lib/route-errors";
import { z } from "zod/mini";
import { cmsActionForm } from "~/.server/forms/cms-actions";
import { pageAction } from "~/.server/forms/page-action";
import { ForbiddenError, ValidationError } from "~/.server/services/errors";
import { parseInput } from "~/.server/services/validate";
import { requirePermission } from "~/.server/http/guards";
import { type AuditAction, auditActorOf, recordAudit } from "~/.server/services/audit";
import {
  changeStatus,
  getInboxItem,
  listInboxPage,
  listSubscribers,
  setSpam,
  statusHistory,
} from "~/.server/services/leads/inbox";
import {
  addLeadNote,
  assignLead,
  type LeadActor,
  listAssignable,
  listLeadNotes,
  setLeadFollowUp,
} from "~/.server/services/leads/lead-work";
import { getSiteSettings } from "~/.server/services/settings";
import { startOfNextDay } from "~/.server/mail/follow-up-digest";
import { zonedInputInstant } from "~/lib/date-time";
import { can } from "~/lib/permissions";
import {
  blockAddress,
  listBlockedAddresses,
  removeSubscriber,
  subscriberAuditTrail,
  unblockAddress,
} from "~/.server/services/newsletter/newsletter";
import {
  IMPORT_MAX_BYTES,
  importMessage,
  importSubscribers,
  SubscriberImportError,
} from "~/.server/services/newsletter/subscriber-import";
import { changeOrderStatus } from "~/.server/services/orders/orders";
import { InboxSection } from "~/components/cms/inbox/inbox-section";
import { SubscribersSection } from "~/components/cms/inbox/subscribers-section";
import { cmsMeta } from "~/lib/meta";
import {
  inboxFilterSchema,
  inboxStatusChangeSchema,
  leadAssignSchema,
  leadFollowUpSchema,
  leadNoteSchema,
  subscriberFilterSchema,
} from "~/lib/schemas/inbox";
import { orderStatusChangeSchema, orderStatusLabels } from "~/lib/schemas/orders";
import type { Route } from "./+types/cms.inbox";
import { useCmsShell } from "./cms.shell";
import { requestValues } from "~/lib/request-context";

export const meta = cmsMeta("Leads · CMS", "Staff dashboard: leads inbox.");

function badFilter(): never {
  throwStatus(400, { message: "This filter is not valid. Clear the filters and try again." });
}

/** The inbox's state lives in the URL: view, kind, status, q, page and the open entry. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requirePermission({ request, context }, "personalData.view");
  const params = new URL(request.url).searchParams;
  const value = (key: string) => params.get(key) ?? undefined;
  if (params.get("view") === "subscribers") {
    const parsed = subscriberFilterSchema.safeParse({ status: value("status"), q: value("q") });
    if (!parsed.success) badFilter();
    const [subscribers, blocked, audit] = await Promise.all([
      listSubscribers(parsed.data),
      listBlockedAddresses(),
      subscriberAuditTrail(),
    ]);
    return { view: "subscribers" as const, filter: parsed.data, subscribers, blocked, audit };
  }
  const parsed = inboxFilterSchema.safeParse({
    view: value("view"),
    kind: value("kind"),
    status: value("status"),
    q: value("q"),
  });
  if (!parsed.success) badFilter();
  const filter = parsed.data;
  const { timeZone } = await getSiteSettings();
  // "Due today" runs to the end of today on the site's calendar.
  const viewer = { userId: user.id, dueBefore: startOfNextDay(new Date(), timeZone) };
  const [type, id] = (params.get("open") ?? "").split(":");
  const page = Number(params.get("page") ?? "1");
  const [list, openItem] = await Promise.all([
    listInboxPage({ ...filter, viewer }, Number.isSafeInteger(page) && page > 0 ? page : 1),
    type && id ? getInboxItem(type, id) : undefined,
  ]);
  const open = openItem
    ? {
        item: openItem,
        history: await statusHistory(openItem.type, openItem.id),
        notes: openItem.type === "lead" ? await listLeadNotes(openItem.id) : [],
        assignable: openItem.type === "lead" ? await listAssignable() : [],
      }
    : null;
  return {
    view: filter.view,
    filter,
    ...list,
    open,
    viewer: {
      id: user.id,
      mayAssign: can(user.role, "leads.assign"),
      mayNote: can(user.role, "leads.note"),
    },
  };
}

/** Back to the list at the entry after its change: still open (a lead's work) or closed (its status). */
function backTo(request: Request, id: string, open?: string) {
  const url = new URL(request.url);
  if (open) url.searchParams.set("open", open);
  else url.searchParams.delete("open");
  url.searchParams.delete("index");
  return redirect(`${url.pathname}${url.search}#entry-${id}`);
}

const spamSchema = z.object({ id: z.string(), isSpam: z.enum(["true", "false"]) });
const subscriberSchema = z.object({ id: z.string(), block: z._default(z.enum(["true", "false"]), "false") });
const addressSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, "Enter an e-mail address"), z.maxLength(254)),
    z.email("Enter a valid e-mail address"),
  ),
});

/** Writes of the inbox page: status, spam, and the subscribers' remove, block and import. */
export async function action({ request, context }: Route.ActionArgs) {
  // Multipart for the subscriber import's CSV file (the other intents post plain forms).
  const { auth, form } = await cmsActionForm({ request, context }, "personalData.view", {
    files: { limitBytes: IMPORT_MAX_BYTES },
  });
  const actor = auth.user.username;
  const audit = auditActorOf(auth, requestValues(context).clientIp);
  const audited = (action: AuditAction, email: string) =>
    recordAudit({ action, actor: audit, subject: { type: "subscriber", id: email } });
  const fields = Object.fromEntries(form);
  const staff = { username: actor, audit };
  const leadActor: LeadActor = { ...staff, userId: auth.user.id };
  const leadId = String(fields.id ?? "");
  const done = (message: string, intent?: string) => ({ ok: true as const, intent, message });
  return pageAction(
    async () => {
      switch (form.get("intent")) {
        case "status": {
          const input = parseInput(inboxStatusChangeSchema, fields);
          // Back to the list, the entry closed; its row shows the new status.
          return backTo(request, (await changeStatus(String(fields.type ?? ""), leadId, input, staff)).id);
        }
        case "order-status": {
          const input = parseInput(orderStatusChangeSchema, fields);
          const { order, changed } = await changeOrderStatus(input.id, input.orderStatus, staff);
          const label = orderStatusLabels[order.status].toLowerCase();
          return done(
            !changed
              ? `Order ${order.orderNumber} was already ${label}.`
              : order.status === "paid"
                ? `Order ${order.orderNumber} is marked paid; the buyer is mailed.`
                : `Order ${order.orderNumber} is marked ${label}.`,
            "order-status",
          );
        }
        // A lead's work: its entry stays open.
        case "assign":
        case "follow-up":
        case "note": {
          const intent = form.get("intent");
          if (!can(auth.user.role, intent === "note" ? "leads.note" : "leads.assign"))
            throw new ForbiddenError();
          if (intent === "assign")
            await assignLead(leadId, parseInput(leadAssignSchema, fields).assigneeId || null, leadActor);
          else if (intent === "note")
            await addLeadNote(leadId, parseInput(leadNoteSchema, fields).body, leadActor);
          else {
            const { followUpAt } = parseInput(leadFollowUpSchema, fields);
            const at = followUpAt ? zonedInputInstant(followUpAt, (await getSiteSettings()).timeZone) : null;
            const message = "Enter a date and time, such as 2026-12-01 09:30";
            if (followUpAt && !at) throw new ValidationError(message, { followUpAt: message });
            await setLeadFollowUp(leadId, at, leadActor);
          }
          return backTo(request, leadId, `lead:${leadId}`);
        }
        case "spam": {
          const input = parseInput(spamSchema, fields);
          const isSpam = input.isSpam === "true";
          await setSpam(input.id, isSpam, actor);
          return done(
            isSpam
              ? "Moved to spam"
              : "Moved to Leads; the notification and acknowledgement are on their way",
          );
        }
        case "remove-subscriber": {
          const input = parseInput(subscriberSchema, fields);
          const block = input.block === "true";
          const removed = await removeSubscriber(input.id, { block }, actor);
          await audited("subscriber-remove", removed.email);
          if (block) await audited("subscriber-block", removed.email);
          return done(`${removed.email} was removed${block ? " and blocked" : ""}.`);
        }
        case "block":
        case "unblock": {
          const block = form.get("intent") === "block";
          const input = parseInput(addressSchema, fields);
          const email = await (block ? blockAddress : unblockAddress)(input.email, actor);
          await audited(block ? "subscriber-block" : "subscriber-unblock", email);
          return done(block ? `${email} is blocked.` : `${email} may subscribe again.`);
        }
        case "import-subscribers": {
          const file = form.get("file");
          const message = "Choose a CSV file to import.";
          if (typeof file === "string" || file === null || file.size === 0)
            throw new ValidationError(message, { file: message });
          const summary = await importSubscribers(await file.text(), { actor: audit, fileName: file.name });
          return done(importMessage(summary), "import-subscribers");
        }
        default:
          throw new ValidationError("Unknown action.");
      }
    },
    // An import refused as a whole lists every bad row with its line.
    (_refused, error) => ({
      intent: String(form.get("intent") ?? ""),
      badRows: error instanceof SubscriberImportError ? error.rows : [],
    }),
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { spam } = useCmsShell();
  return loaderData.view === "subscribers" ? (
    <SubscribersSection data={loaderData} spam={spam} />
  ) : (
    <InboxSection data={loaderData} spam={spam} />
  );
}

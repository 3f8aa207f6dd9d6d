import {
  Building2,
  History,
  Mail,
  MessageSquareText,
  Phone,
  RotateCcw,
  ShieldAlert,
  ShoppingBag,
  type LucideIcon,
} from "lucide-react";
import { Link, useFetcher, useLocation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { detailValue, labelledDetails } from "~/lib/lead-labels";
import type { InboxItem } from "~/.server/services/leads/inbox";
import { inboxKindLabels, inboxStatusLabels, reviewReasonLabels } from "~/lib/schemas/inbox";
import type { InboxAnswer, InboxListData, OpenEntry } from "~/lib/cms-pages";
import { formatMinutes, responseMinutes } from "~/lib/speed-to-lead";
import { EntryPanel } from "./entry-panel";
import { withParams } from "./forms";
import { useSiteDates } from "~/lib/site-dates";
import { Hidden } from "../kit";

const statusVariant = {
  new: "ember",
  contacted: "brand",
  qualified: "brand",
  won: "success",
  lost: "neutral",
} as const;

/** One lead or order. Its fields wrap on a phone; nothing is wider than the screen. */
export function InboxRow({
  item,
  open,
  viewer,
}: {
  item: InboxItem;
  open: OpenEntry | null;
  viewer: InboxListData["viewer"];
}) {
  const dates = useSiteDates();
  const location = useLocation();
  const spamFetcher = useFetcher<InboxAnswer>();
  const details = labelledDetails(item.details);
  const utm = Object.entries(item.utm);
  return (
    <li
      id={`entry-${item.id}`}
      data-testid="inbox-row"
      data-kind={item.kind}
      data-status={item.status}
      className="min-w-0"
    >
      <Card className="min-w-0 p-4 sm:p-5">
        <div className="flex min-w-0 flex-col gap-4 md:flex-row md:items-start">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={item.kind === "order" ? "solid" : "brand"}>
                {item.kind === "order" ? <ShoppingBag className="size-3" aria-hidden /> : null}
                {inboxKindLabels[item.kind]}
              </Badge>
              <Badge variant={statusVariant[item.status]} data-testid="inbox-status">
                {inboxStatusLabels[item.status]}
              </Badge>
              {item.possibleLead ? <Badge variant="ember">Possible lead</Badge> : null}
              {item.reviewReason && !item.isSpam ? (
                <Badge variant="ember" data-testid="review-reason">
                  To review: {reviewReasonLabels[item.reviewReason] ?? item.reviewReason}
                </Badge>
              ) : null}
              {item.isSpam ? <Badge variant="warning">Spam: {item.spamReason ?? "flagged"}</Badge> : null}
              <span className="text-xs text-muted">
                <time dateTime={item.receivedAt}>{dates.dateTime(item.receivedAt)}</time>
              </span>
            </div>
            <h3 className="mt-2 text-base font-bold break-words text-ink">{item.name}</h3>
            <ul className="mt-1 flex min-w-0 flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft">
              <Contact icon={Mail} href={`mailto:${item.email}`} text={item.email} />
              {item.phone ? (
                <Contact icon={Phone} href={`tel:${item.phone.replace(/[^\d+]/g, "")}`} text={item.phone} />
              ) : null}
              {item.company ? <Contact icon={Building2} text={item.company} /> : null}
            </ul>
            {item.message ? (
              <p className="mt-3 flex gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-ink">
                <MessageSquareText className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
                <span className="line-clamp-4 min-w-0 break-words">{item.message}</span>
              </p>
            ) : null}
            {item.service || details.length ? (
              <dl
                className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-soft"
                data-testid="lead-details"
              >
                {item.service ? <Pair name="Service" value={detailValue("service", item.service)} /> : null}
                {details.map(([name, value]) => (
                  <Pair key={name} name={name} value={value} />
                ))}
              </dl>
            ) : null}
            <dl
              className="mt-3 flex min-w-0 flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-xs text-muted"
              aria-label="Attribution"
            >
              <Pair name="Page" value={item.page || "unknown"} />
              <Pair name="Referrer" value={item.referrer || "direct"} />
              {utm.length ? (
                <div className="flex min-w-0 max-w-full flex-wrap gap-1">
                  <dt className="font-semibold">UTM:</dt>
                  {utm.map(([key, value]) => (
                    <dd key={key} className="max-w-full rounded bg-slate-100 px-1.5 break-all text-ink-soft">
                      {key}={value}
                    </dd>
                  ))}
                </div>
              ) : null}
            </dl>
            {item.type === "lead" && !item.isSpam ? (
              <p
                className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-soft"
                data-testid="lead-owner"
              >
                <span>
                  Owner: {item.assignee?.name ?? "nobody"}
                  {item.assignee?.id === viewer.id ? " (you)" : ""}
                </span>
                {item.followUpAt ? (
                  <span>
                    Follow-up: <time dateTime={item.followUpAt}>{dates.dateTime(item.followUpAt)}</time>
                  </span>
                ) : null}
                <span data-testid="first-response">
                  {item.firstResponseAt
                    ? `First response ${formatMinutes(responseMinutes(item.receivedAt, item.firstResponseAt))} after it arrived`
                    : "Not answered yet"}
                </span>
              </p>
            ) : null}
            {item.statusChangedBy ? (
              <p className="mt-2 text-xs break-words text-muted">
                {inboxStatusLabels[item.status]} by {item.statusChangedBy}
                {item.statusChangedAt ? ` on ${dates.dateTime(item.statusChangedAt)}` : ""}
                {item.statusNote ? `: “${item.statusNote}”` : ""}
              </p>
            ) : null}
          </div>
          <div className="flex shrink-0 flex-wrap gap-2 md:flex-col md:items-stretch">
            {item.isSpam ? null : (
              <Link
                to={withParams(location.search, { open: `${item.type}:${item.id}` })}
                preventScrollReset
                aria-label={`Update status of ${item.name}`}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                <History aria-hidden />
                Update status
              </Link>
            )}
            {item.type === "lead" ? (
              <spamFetcher.Form method="post">
                <Hidden intent="spam" id={item.id} isSpam={item.isSpam ? "false" : "true"} />
                <Button
                  type="submit"
                  variant={item.isSpam ? "secondary" : "ghost-muted"}
                  size="sm"
                  disabled={spamFetcher.state !== "idle"}
                  aria-label={item.isSpam ? `Not spam: move ${item.name} to Leads` : undefined}
                >
                  {item.isSpam ? <RotateCcw aria-hidden /> : <ShieldAlert aria-hidden />}
                  {item.isSpam ? "Not spam" : "Mark as spam"}
                </Button>
              </spamFetcher.Form>
            ) : null}
          </div>
        </div>
        {open ? <EntryPanel entry={open} viewer={viewer} /> : null}
      </Card>
    </li>
  );
}

function Contact({ icon: Icon, href, text }: { icon: LucideIcon; href?: string; text: string }) {
  return (
    <li className="flex min-w-0 max-w-full items-center gap-1.5">
      <Icon className="size-3.5 shrink-0 text-slate-400" aria-hidden />
      {href ? (
        <a href={href} className="break-all hover:text-brand-700 hover:underline">
          {text}
        </a>
      ) : (
        <span className="break-words">{text}</span>
      )}
    </li>
  );
}

/** One "name: value" of a lead's details or attribution; a long value breaks, never widens the row. */
function Pair({ name, value }: { name: string; value: string }) {
  return (
    <div className="flex min-w-0 max-w-full gap-1">
      <dt className="shrink-0 font-semibold">{name}:</dt>
      <dd className="min-w-0 break-all">{value}</dd>
    </div>
  );
}

import { CalendarClock, Inbox, MailCheck, ShieldAlert, UserRound } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { SpamCount, type SpamCounts } from "./spam-count";

export type InboxView = "inbox" | "mine" | "due" | "spam" | "subscribers";

const views: { value: InboxView; label: string; icon: typeof Inbox }[] = [
  { value: "inbox", label: "Inbox", icon: Inbox },
  { value: "mine", label: "My leads", icon: UserRound },
  { value: "due", label: "Due today", icon: CalendarClock },
  { value: "spam", label: "Spam", icon: ShieldAlert },
  { value: "subscribers", label: "Subscribers", icon: MailCheck },
];

/** The views are links (no filter, no script needed); Spam carries its count, so it cannot go unnoticed. */
export function InboxViews({ current, spam }: { current: InboxView; spam: SpamCounts }) {
  return (
    <nav aria-label="Leads views" className="max-w-full self-start overflow-x-auto">
      <ul className="inline-flex rounded-xl bg-slate-100 p-1">
        {views.map((view) => (
          <li key={view.value}>
            <Link
              to={view.value === "inbox" ? "/cms/inbox" : `/cms/inbox?view=${view.value}`}
              aria-current={current === view.value ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 sm:min-h-0 sm:px-4",
                current === view.value ? "bg-white text-brand-800 shadow-sm" : "text-ink-soft hover:text-ink",
              )}
            >
              <view.icon className="size-4" aria-hidden />
              {view.label}
              {view.value === "spam" ? <SpamCount counts={spam} /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { ActionResult } from "~/lib/action-result";
import { Mail } from "lucide-react";
import { useEffect } from "react";
import { Link, useFetcher, useRevalidator } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useSiteDates } from "~/lib/site-dates";
import {
  canTransition,
  type NewsletterSendState,
  runningSendStates,
  type SendSummary,
  type SendTransition,
  sendStateLabels,
  sendTransitions,
} from "~/lib/newsletter-sends";
import { EmptyState, Hidden } from "../kit";

export type NewsletterSendView = SendSummary;

/** How often the list is read again while a send runs (its progress bar moves without a reload). */
const REFRESH_MS = 2000;

const stateBadge: Record<NewsletterSendState, "warning" | "brand" | "neutral" | "success"> = {
  scheduled: "warning",
  queued: "brand",
  sending: "brand",
  paused: "warning",
  cancelled: "neutral",
  done: "success",
};

/** The Newsletters view: each send, its counts and progress, and pause / resume / cancel. */
export function NewsletterList({ sends }: { sends: NewsletterSendView[] }) {
  const revalidator = useRevalidator();
  const running = sends.some((send) => runningSendStates.includes(send.state));
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [running, revalidator]);

  return (
    <section aria-labelledby="newsletters-heading" className="grid gap-4">
      <div>
        <h1 id="newsletters-heading" className="text-2xl font-bold text-ink">
          Newsletters
        </h1>
        <p className="mt-1 text-sm text-muted">
          Posts mailed to subscribers. Send one from a post's editor, under “Newsletter”.
        </p>
      </div>
      {sends.length === 0 ? (
        <EmptyState icon={Mail} title="No newsletter has been sent yet.">
          <Button asChild variant="outline" className="mt-3">
            <Link to="/cms/posts">Open a post to send it</Link>
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {sends.map((send) => (
            <SendRow key={send.id} send={send} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SendRow({ send }: { send: NewsletterSendView }) {
  // The site's zone, on the server and after hydration alike (the browser's own zone would differ).
  const dates = useSiteDates();
  const fetcher = useFetcher<ActionResult>();
  const settled = send.delivered + send.failed + send.bounced + send.skipped;
  const percent = send.recipients ? Math.round((settled / send.recipients) * 100) : 0;
  const actions = (Object.keys(sendTransitions) as SendTransition[]).filter((intent) =>
    canTransition(send.state, intent),
  );
  return (
    <li>
      <Card className="grid gap-3 p-4" data-newsletter-send={send.id}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold text-ink">
              {send.postId ? (
                <Link to={`/cms/posts/${send.postId}`} className="hover:underline">
                  {send.subject}
                </Link>
              ) : (
                send.subject
              )}
            </h2>
            <p className="text-xs text-muted">
              <time dateTime={send.createdAt} data-testid="send-time">
                {dates.dateTime(send.createdAt)}
              </time>{" "}
              by {send.createdBy}
              {send.mode === "email-only" ? " · email only" : ""}
            </p>
          </div>
          <Badge variant={stateBadge[send.state]} data-state={send.state}>
            {sendStateLabels[send.state]}
          </Badge>
        </div>
        <div>
          <div
            role="progressbar"
            aria-label={`Progress of “${send.subject}”`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-sm sm:grid-cols-6">
            {(["recipients", "delivered", "failed", "bounced", "skipped", "unsubscribes"] as const).map(
              (key) => (
                <div key={key}>
                  <dt className="text-xs text-muted">{key[0].toUpperCase() + key.slice(1)}</dt>
                  <dd className="font-semibold text-ink tabular-nums" data-count={key}>
                    {send[key].toLocaleString("en-US")}
                  </dd>
                </div>
              ),
            )}
          </dl>
        </div>
        {send.state === "paused" && send.pauseReason ? (
          <div className="rounded-md border border-ember-200 bg-ember-50 p-3 text-sm" data-pause-reason>
            <p className="font-semibold text-ember-800">Paused by the mail server's answer</p>
            <p className="mt-1 break-words text-ink">{send.pauseReason}</p>
            <p className="mt-1 text-muted">
              Nobody else gets it until you press Resume, once the cause is fixed.
            </p>
          </div>
        ) : null}
        {actions.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {actions.map((intent) => (
              <fetcher.Form key={intent} method="post">
                <Hidden id={send.id} />
                <Button
                  type="submit"
                  name="intent"
                  value={intent}
                  size="sm"
                  variant={intent === "cancel" ? "outline" : "secondary"}
                  disabled={fetcher.state !== "idle"}
                >
                  {sendTransitions[intent].label}
                </Button>
              </fetcher.Form>
            ))}
          </div>
        ) : null}
        {fetcher.data && !fetcher.data.ok ? (
          <p role="alert" className="text-sm text-ember-700">
            {fetcher.data.message}
          </p>
        ) : null}
      </Card>
    </li>
  );
}

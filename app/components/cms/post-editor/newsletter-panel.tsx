import type { ActionResult } from "~/lib/action-result";
import { Loader2, Mail, Monitor, Smartphone } from "lucide-react";
import { useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import { newsletterChoices } from "~/content/cms-editor";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { type NewsletterSendState, sendStateLabels } from "~/lib/newsletter-sends";
import { ActionNote, ConfirmDialog, Panel } from "../kit";

/** What GET /cms/posts/:id/newsletter answers (routes/cms.post-newsletter.tsx). */
type PanelData = ActionResult<{
  audience: number;
  existing: { id: string; state: NewsletterSendState } | null;
  staffEmail: string | null;
  preview: string;
}>;
type Choice = (typeof newsletterChoices)[number]["value"];

/**
 * The editor's newsletter controls: how the post goes out, the mail previewed at phone and desktop
 * widths, a test send, and the send after a confirmation naming the audience. Buttons, not nested
 * forms: this panel sits inside the editor's form.
 */
export function NewsletterPanel({ postId, title }: { postId: string; title: string }) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>("site");
  const [previewWidth, setPreviewWidth] = useState<390 | 680 | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [testAddress, setTestAddress] = useState("");
  const info = useFetcher<PanelData>();
  const test = useFetcher<ActionResult>();
  const send = useFetcher<ActionResult>();
  const mode = choice === "email-only" ? "email-only" : "with-site";
  const endpoint = `/cms/posts/${postId}/newsletter`;
  const data = info.data?.ok ? info.data : null;
  const audience = data?.audience.toLocaleString("en-US") ?? "0";
  const address = testAddress || data?.staffEmail || "";

  const choose = (next: Choice) => {
    setChoice(next);
    if (next !== "site") void info.load(`${endpoint}?mode=${next}`);
  };

  return (
    <Panel title="Newsletter" icon={Mail}>
      <fieldset className="mt-3 grid gap-2">
        <legend className="sr-only">How this post goes out</legend>
        {newsletterChoices.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-start gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-mode`}
              value={option.value}
              checked={choice === option.value}
              onChange={() => choose(option.value)}
              className="mt-1"
            />
            <span>
              <span className="font-medium text-ink">{option.label}</span>
              <span className="block text-xs text-muted">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {choice === "site" ? null : info.state !== "idle" && !info.data ? (
        <p className="mt-3 flex items-center gap-2 text-xs text-muted">
          <Loader2 aria-hidden className="size-3 animate-spin" /> Loading…
        </p>
      ) : info.data && !info.data.ok ? (
        <p role="alert" className="mt-3 text-sm text-ember-700">
          {info.data.message}
        </p>
      ) : data ? (
        <div className="mt-3 grid gap-3">
          {/* Two equal columns that fit the 18rem sidebar ("… preview" is read, not shown). */}
          <div className="grid grid-cols-2 gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => setPreviewWidth(390)}>
              <Smartphone aria-hidden className="size-4" /> Phone<span className="sr-only"> preview</span>
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => setPreviewWidth(680)}>
              <Monitor aria-hidden className="size-4" /> Desktop<span className="sr-only"> preview</span>
            </Button>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-test`}>Send a test to</Label>
            <div className="flex gap-2">
              <Input
                id={`${id}-test`}
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                // Without min-w-0 a long address widens the sidebar past the page (sideways scroll).
                className="min-w-0 flex-1"
                value={address}
                onChange={(event) => setTestAddress(event.target.value)}
                // Enter here must not submit (and save) the editor's form.
                onKeyDown={(event) => {
                  if (event.key === "Enter") event.preventDefault();
                }}
              />
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={test.state !== "idle"}
                onClick={() =>
                  test.submit({ intent: "test", mode, email: address }, { method: "post", action: endpoint })
                }
              >
                Send test
              </Button>
            </div>
            {!data.staffEmail ? (
              <p className="text-xs text-muted">
                Your profile has no e-mail address: enter one for the test.
              </p>
            ) : null}
            <ActionNote result={test.state === "idle" ? test.data : undefined} />
          </div>
          {data.existing ? (
            <p className="text-sm text-muted">
              This post has already been sent ({sendStateLabels[data.existing.state].toLowerCase()}).{" "}
              <Link to="/cms/newsletters" className="font-semibold text-brand-700 underline">
                See Newsletters
              </Link>
            </p>
          ) : (
            <Button type="button" onClick={() => setConfirming(true)} disabled={send.state !== "idle"}>
              {mode === "email-only" ? "Email subscribers now…" : "Email subscribers…"}
            </Button>
          )}
          <ActionNote result={send.state === "idle" ? send.data : undefined} />
          {send.state === "idle" && send.data?.ok ? (
            <Link to="/cms/newsletters" className="text-sm font-semibold text-brand-700 underline">
              Open Newsletters
            </Link>
          ) : null}
        </div>
      ) : null}

      <Dialog open={previewWidth !== null} onOpenChange={(open) => !open && setPreviewWidth(null)}>
        <DialogContent
          size="xl"
          // Focus starts on the dialog, which names itself, not inside the mail's own document:
          // Escape and Tab then act on the dialog whatever the browser does with keys in a frame.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Email preview ({previewWidth === 390 ? "phone" : "desktop"})</DialogTitle>
            <DialogDescription>The mail as subscribers will receive it.</DialogDescription>
          </DialogHeader>
          <iframe
            title="Email preview"
            sandbox=""
            srcDoc={data?.preview ?? ""}
            style={{ width: previewWidth ?? 680, maxWidth: "100%" }}
            className="mx-auto h-[60vh] rounded border border-slate-200"
          />
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send this newsletter?"
        description={`“${title}” will be emailed to ${audience} confirmed subscriber${data?.audience === 1 ? "" : "s"}${
          mode === "email-only" ? " and will not appear on the site." : "."
        } This cannot be undone.`}
        confirm={`Send to ${audience} subscribers`}
        onConfirm={() => {
          setConfirming(false);
          send.submit({ intent: "send", mode }, { method: "post", action: endpoint });
        }}
      />
    </Panel>
  );
}

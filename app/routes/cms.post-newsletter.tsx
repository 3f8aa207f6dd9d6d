import { data } from "react-router";
import { cmsActionForm } from "~/.server/forms/cms-actions";
import { formAction, pageAction } from "~/.server/forms/page-action";
import { requirePermission } from "~/.server/http/guards";
import { auditActorOf, recordAudit } from "~/.server/services/audit";
import {
  previewPostMail,
  sendStatusOfPost,
  sendTestMail,
  startSend,
} from "~/.server/services/newsletter/newsletter-sends";
import { staffEmailOf } from "~/.server/services/staff/staff";
import { assertStaffAddress, TEST_SEND_RULE, takeStaffMailTurn } from "~/.server/mail/staff-mail";
import { newsletterRequestSchema } from "~/lib/schemas/newsletter-send";
import type { Route } from "./+types/cms.post-newsletter";
import { requestValues } from "~/lib/request-context";

const noStore = { "Cache-Control": "no-store" };

/**
 * GET /cms/posts/:id/newsletter?mode=: what the editor's newsletter panel shows before a send
 * (the audience, a send already made, the staff member's own address, the mail as rendered).
 * POST: a test send to one address, or the send itself. Staff on a CMS host, same-origin.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const auth = await requirePermission(request, "newsletter.send");
  const mode = new URL(request.url).searchParams.get("mode") === "email-only" ? "email-only" : "with-site";
  return pageAction(async () => {
    const [status, staffEmail, preview] = await Promise.all([
      sendStatusOfPost(params.id),
      staffEmailOf(auth.user.id),
      previewPostMail(params.id, mode),
    ]);
    return data({ ok: true as const, ...status, staffEmail, preview: preview.html }, { headers: noStore });
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { auth, form } = await cmsActionForm(request, "newsletter.send");
  return formAction(newsletterRequestSchema, Object.fromEntries(form), async (input) => {
    if (input.intent === "test") {
      await assertStaffAddress(input.email);
      await takeStaffMailTurn(TEST_SEND_RULE, auth.user.id, "test mails");
      await sendTestMail(params.id, input.email, input.mode);
      await recordAudit({
        action: "newsletter-test-send",
        actor: auditActorOf(auth, requestValues(context).clientIp),
        subject: { type: "post", id: params.id },
        detail: { to: input.email, mode: input.mode },
      });
      return { ok: true as const, message: `A test was sent to ${input.email}.` };
    }
    const { scheduled, recipients } = await startSend({
      postId: params.id,
      mode: input.mode,
      actor: auth.user.username,
    });
    // A scheduled send is recorded as scheduled now, and as sent (with its real recipient count)
    // when it goes out with the post.
    await recordAudit({
      action: scheduled ? "newsletter-schedule" : "newsletter-send",
      actor: auditActorOf(auth, requestValues(context).clientIp),
      subject: { type: "post", id: params.id },
      detail: scheduled ? { mode: input.mode } : { mode: input.mode, recipients },
    });
    return {
      ok: true as const,
      message: scheduled
        ? "The newsletter will be sent when the post is published."
        : `Sending to ${recipients} subscriber${recipients === 1 ? "" : "s"}. Follow it under Newsletters.`,
    };
  });
}

export function headers() {
  return noStore;
}

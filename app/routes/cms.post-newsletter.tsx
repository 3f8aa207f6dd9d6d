import { data } from "react-router";
import { cmsActionForm, parseForm, serviceCall } from "~/.server/forms/cms-actions";
import { toHttpError } from "~/.server/http/errors";
import { requireUser } from "~/.server/services/auth";
import {
  previewPostMail,
  sendStatusOfPost,
  sendTestMail,
  staffEmailOf,
  startSend,
} from "~/.server/services/newsletter-sends";
import { newsletterRequestSchema } from "~/lib/schemas/newsletter-send";
import type { Route } from "./+types/cms.post-newsletter";

const noStore = { "Cache-Control": "no-store" };

/**
 * GET /cms/posts/:id/newsletter?mode=: what the editor's newsletter panel shows before a send
 * (the audience, a send already made, the staff member's own address, the mail as rendered).
 * POST: a test send to one address, or the send itself. Staff on a CMS host, same-origin.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const auth = await requireUser(request);
  const mode = new URL(request.url).searchParams.get("mode") === "email-only" ? "email-only" : "with-site";
  try {
    const [status, staffEmail, preview] = await Promise.all([
      sendStatusOfPost(params.id),
      staffEmailOf(auth.user.id),
      previewPostMail(params.id, mode),
    ]);
    return data({ ok: true as const, ...status, staffEmail, preview: preview.html }, { headers: noStore });
  } catch (error) {
    const refusal = toHttpError(error);
    if (refusal) return data({ ok: false as const, error: refusal.message }, { status: refusal.status });
    throw error;
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { auth, form } = await cmsActionForm(request);
  const input = parseForm(newsletterRequestSchema, Object.fromEntries(form));
  if (!input.ok) return input.failure;
  const request_ = input.data;
  if (request_.intent === "test") {
    const done = await serviceCall(() => sendTestMail(params.id, request_.email, request_.mode));
    if (!done.ok) return done.failure;
    return { ok: true as const, message: `A test was sent to ${request_.email}.` };
  }
  const done = await serviceCall(() =>
    startSend({ postId: params.id, mode: request_.mode, actor: auth.user.username }),
  );
  if (!done.ok) return done.failure;
  const { scheduled, recipients } = done.value;
  return {
    ok: true as const,
    message: scheduled
      ? "The newsletter will be sent when the post is published."
      : `Sending to ${recipients} subscriber${recipients === 1 ? "" : "s"}. Follow it under Newsletters.`,
  };
}

export function headers() {
  return noStore;
}

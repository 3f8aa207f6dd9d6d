import { data, redirect } from "react-router";
import { getConfig } from "~/.server/config";
import { actionFailureOf, attempt, failureAnswer } from "~/.server/forms/action-answer";
import { readFormBody, textField } from "~/.server/forms/form-body";
import { fieldErrors } from "~/.server/http/errors";
import { AccountError, isSameOriginRequest, requireCmsHost } from "~/.server/services/auth";
import { acceptInvitation, findInvitation } from "~/.server/services/invitations";
import { sessionCookie } from "~/.server/services/sessions";
import { AcceptInvitation } from "~/components/cms/staff/accept-invitation";
import { CmsFrame } from "~/components/cms/cms-frame";
import { pageMeta } from "~/lib/meta";
import { acceptInvitationSchema } from "~/lib/schemas/staff";
import type { Route } from "./+types/cms.invite";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Join the CMS", description: "Accept a staff invitation.", noindex: true });

/** The token is a credential: never cached, never sent on as a Referer. */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
});

/** Public on the CMS host: the link's token is the only credential. A used or expired link says so. */
export async function loader({ request, params }: Route.LoaderArgs) {
  requireCmsHost(request);
  return { invitation: await findInvitation(params.token) };
}

export type AcceptAnswer = { error: string; errors: Record<string, string> };

/** Sets name, username and password (the usual policy), then signs the new colleague in. */
export async function action({ request, params }: Route.ActionArgs) {
  requireCmsHost(request);
  const fail = (status: number, error: string, errors: Record<string, string> = {}) =>
    data<AcceptAnswer>({ error, errors }, { status });
  if (!isSameOriginRequest(request))
    return fail(403, "This request did not come from the CMS. Reload the page and try again.");
  const read = await attempt(() => readFormBody(request));
  if (!read.ok) return failureAnswer(read.failure, { error: read.failure.message, errors: {} });
  const parsed = acceptInvitationSchema.safeParse({
    name: textField(read.value, "name"),
    username: textField(read.value, "username"),
    password: textField(read.value, "password"),
    confirmPassword: textField(read.value, "confirmPassword"),
  });
  if (!parsed.success) return fail(400, "Please check the highlighted fields.", fieldErrors(parsed.error));
  try {
    const accepted = await acceptInvitation(
      params.token,
      parsed.data,
      request.headers.get("user-agent") ?? undefined,
    );
    return redirect("/cms/dashboard", {
      headers: {
        "Set-Cookie": sessionCookie(getConfig(), accepted.sessionToken),
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    if (error instanceof AccountError)
      return fail(400, "Please check the highlighted fields.", {
        [error.field ?? "username"]: error.message,
      });
    // A used, revoked or expired link (404), or any other refusal; anything else is rethrown.
    const failure = actionFailureOf(error);
    return failureAnswer(failure, { error: failure.message, errors: failure.errors ?? {} });
  }
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CmsFrame>
      <div className="container-page flex min-h-[calc(100dvh-4rem)] items-center justify-center py-12">
        <AcceptInvitation invitation={loaderData.invitation} answer={actionData ?? null} />
      </div>
    </CmsFrame>
  );
}

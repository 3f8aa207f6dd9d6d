import { redirect } from "react-router";
import { readFormBody, textField } from "~/.server/forms/form-body";
import { pageAction } from "~/.server/forms/page-action";
import { requireCmsHost } from "~/.server/http/guards";
import { parseInput } from "~/.server/services/validate";
import { acceptInvitation, findInvitation } from "~/.server/services/staff/invitations";
import { sessionCookie } from "~/.server/http/session-cookies";
import { UserPlus } from "lucide-react";
import { AccountCard, AccountForm, AccountLink } from "~/components/cms/account/account-card";
import { NotedInput } from "~/components/cms/field";
import { invitationFields } from "~/content/cms-account";
import { roleLabels } from "~/lib/permissions";
import { cmsMeta } from "~/lib/meta";
import { acceptInvitationSchema } from "~/lib/schemas/staff";
import type { Route } from "./+types/cms.invite";
import { requestValues } from "~/lib/request-context";

export const meta = cmsMeta("Join the CMS", "Accept a staff invitation.");

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

/** Sets name, username and password (the usual policy), then signs the new colleague in. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireCmsHost(request);
  // A used, revoked or expired link (404), a taken username (its field) or a weak password: the
  // refusal comes back as the page's ActionResult.
  return pageAction(async () => {
    const form = await readFormBody(request);
    const input = parseInput(acceptInvitationSchema, {
      name: textField(form, "name"),
      username: textField(form, "username"),
      password: textField(form, "password"),
      confirmPassword: textField(form, "confirmPassword"),
    });
    const accepted = await acceptInvitation(
      params.token,
      input,
      request.headers.get("user-agent") ?? undefined,
      requestValues(context).clientIp,
    );
    return redirect("/cms/dashboard", {
      headers: {
        "Set-Cookie": await sessionCookie(accepted.sessionToken),
        "Cache-Control": "no-store",
      },
    });
  });
}

/** Accepting an invitation, in the account steps' card: a plain form post, so it works before any script. */
export default function Page({ loaderData: { invitation }, actionData: answer }: Route.ComponentProps) {
  if (!invitation) {
    return (
      <AccountCard
        icon={UserPlus}
        title="Join the CMS"
        lead={
          <p role="alert">
            This invitation link is no longer valid: it was used, revoked, or it expired. Ask the colleague
            who invited you for a new one.
          </p>
        }
      >
        <AccountLink to="/cms/login">Go to sign-in</AccountLink>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      icon={UserPlus}
      title="Join the CMS"
      lead={`You are invited as ${roleLabels[invitation.role]} (${invitation.email}). Choose how you sign in.`}
      error={answer?.message}
    >
      <AccountForm submit="Create account and sign in" busyText="Creating your account...">
        {invitationFields.map(({ name, ...field }) => (
          <NotedInput
            key={name}
            id={`invite-${name}`}
            name={name}
            autoCapitalize={name === "username" ? "none" : undefined}
            spellCheck={name === "username" ? false : undefined}
            error={answer?.fieldErrors[name]}
            required
            {...field}
          />
        ))}
      </AccountForm>
    </AccountCard>
  );
}

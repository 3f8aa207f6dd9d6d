import { AtSign } from "lucide-react";
import { redirect } from "react-router";
import { formAction } from "~/.server/forms/page-action";
import { readFormData } from "~/.server/forms/form-body";
import { requireSignedIn } from "~/.server/http/guards";
import { addAccountEmail, continueTo } from "~/.server/services/staff/account-steps";
import { AccountCard, AccountForm, AccountLink, AccountSignOut } from "~/components/cms/account/account-card";
import { cmsMeta } from "~/lib/meta";
import { accountEmailSchema } from "~/lib/schemas/auth";
import type { Route } from "./+types/cms.add-email";

export const meta = cmsMeta("Add Your E-mail Address · CMS", "Staff sign-in.");

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * An account without an e-mail address gives one before anything else in the CMS (ADR 0031): there
 * is no "later", since without one a forgotten password has no way back in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const auth = await requireSignedIn(request);
  return {
    username: auth.user.username,
    email: auth.user.email,
    next: continueTo(new URL(request.url).searchParams.get("next")),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const auth = await requireSignedIn(request);
  const form = await readFormData(request);
  const next = continueTo(new URL(request.url).searchParams.get("next"));
  return formAction(accountEmailSchema, { email: form.get("email") }, async ({ email }) => {
    await addAccountEmail(auth.user.id, email);
    // On to the page the user was going to (which sends them to any further step first).
    return redirect(next, { headers: { "Cache-Control": "no-store" } });
  });
}

export default function AddEmail({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.email) {
    return (
      <AccountCard
        icon={AtSign}
        title="Your e-mail address"
        lead={`Your account's address is ${loaderData.email}.`}
      >
        <AccountLink to={loaderData.next}>Continue</AccountLink>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      icon={AtSign}
      title="Add your e-mail address"
      lead={
        <>
          Your account <strong className="text-ink">{loaderData.username}</strong> has no e-mail address yet.
          Add one to continue: a link to choose a new password goes to it if you ever forget yours.
        </>
      }
      result={actionData}
    >
      <AccountForm
        submit="Save and Continue"
        busyText="Saving..."
        fields={[
          { name: "email", label: "E-mail address", type: "email", autoComplete: "email", autoFocus: true },
        ]}
      />
      <AccountSignOut />
    </AccountCard>
  );
}

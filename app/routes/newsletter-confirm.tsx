import { MailCheck } from "lucide-react";
import { readFormData } from "~/.server/forms/form-body";
import { confirmationState, confirmSubscription } from "~/.server/services/newsletter/newsletter";
import { NewsletterNotice, newsletterNoticeHeaders } from "~/components/blog/newsletter-notice";
import { confirmPage as copy } from "~/content/newsletter";
import { copyMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter-confirm";

export const meta: Route.MetaFunction = copyMeta(copy, { noindex: true });

export const headers: Route.HeadersFunction = newsletterNoticeHeaders;

/** Opening the mailed link only shows a button: a GET never confirms (mail scanners follow links). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, state: await confirmationState(token) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const token = String(form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "");
  const state = await confirmSubscription(token);
  return { state };
}

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterNotice
      state={actionData?.state ?? loaderData.state}
      copy={copy}
      icon={MailCheck}
      hidden={{ token: loaderData.token }}
    />
  );
}

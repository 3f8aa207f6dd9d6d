import { cmsActionForm } from "~/.server/forms/cms-actions";
import { formAction } from "~/.server/forms/page-action";
import { requirePermission } from "~/.server/http/guards";
import { changeSendState, listSends } from "~/.server/services/newsletter/newsletter-sends";
import { NewsletterList } from "~/components/cms/newsletters/newsletter-list";
import { cmsMeta } from "~/lib/meta";
import { sendStateLabels } from "~/lib/newsletter-sends";
import { newsletterStateRequestSchema } from "~/lib/schemas/newsletter-send";
import type { Route } from "./+types/cms.newsletters";

export const meta = cmsMeta("Newsletters · CMS", "Staff dashboard: newsletter sends.");

/** Every send with its counts; the view revalidates this loader while a send runs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, "newsletter.send");
  return { sends: await listSends() };
}

/** Pause, resume or cancel a send. */
export async function action({ request, context }: Route.ActionArgs) {
  const { form } = await cmsActionForm({ request, context }, "newsletter.send");
  return formAction(newsletterStateRequestSchema, Object.fromEntries(form), async ({ id, intent }) => {
    const state = await changeSendState(id, intent);
    return { ok: true as const, message: `The newsletter is ${sendStateLabels[state].toLowerCase()} now.` };
  });
}

export default function NewslettersRoute({ loaderData }: Route.ComponentProps) {
  return <NewsletterList sends={loaderData.sends} />;
}

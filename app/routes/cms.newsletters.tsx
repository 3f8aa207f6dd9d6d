import { cmsActionForm, parseForm, serviceCall } from "~/.server/forms/cms-actions";
import { requireUser } from "~/.server/services/auth";
import { changeSendState, listSends } from "~/.server/services/newsletter-sends";
import { NewsletterList } from "~/components/cms/newsletters/newsletter-list";
import { pageMeta } from "~/lib/meta";
import { newsletterStateRequestSchema } from "~/lib/schemas/newsletter-send";
import type { Route } from "./+types/cms.newsletters";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Newsletters · CMS",
    description: "Staff dashboard: newsletter sends.",
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** Every send with its counts; the view revalidates this loader while a send runs. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return { sends: await listSends() };
}

/** Pause, resume or cancel a send. */
export async function action({ request }: Route.ActionArgs) {
  const { form } = await cmsActionForm(request);
  const input = parseForm(newsletterStateRequestSchema, Object.fromEntries(form));
  if (!input.ok) return input.failure;
  const done = await serviceCall(() => changeSendState(input.data.id, input.data.intent));
  if (!done.ok) return done.failure;
  return { ok: true as const, message: `The newsletter is ${done.value} now.` };
}

export default function NewslettersRoute({ loaderData }: Route.ComponentProps) {
  return <NewsletterList sends={loaderData.sends} />;
}

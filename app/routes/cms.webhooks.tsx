import { z } from "zod/mini";
import { cmsActionForm } from "~/.server/forms/cms-actions";
import { pageAction } from "~/.server/forms/page-action";
import { requirePermission } from "~/.server/http/guards";
import { auditActorOf, recordAudit } from "~/.server/services/audit";
import { ValidationError } from "~/.server/services/errors";
import { parseInput } from "~/.server/services/validate";
import {
  createEndpoint,
  listEndpoints,
  removeEndpoint,
  sendTest,
  setEndpointEnabled,
} from "~/.server/services/webhooks/webhooks";
import { WebhooksSection } from "~/components/cms/webhooks/webhooks-section";
import { cmsMeta } from "~/lib/meta";
import { webhookEndpointSchema } from "~/lib/schemas/webhooks";
import { requestValues } from "~/lib/request-context";
import type { Route } from "./+types/cms.webhooks";

export const meta = cmsMeta("Webhooks · Settings · CMS", "Staff dashboard: webhooks.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, "webhooks.manage");
  return { endpoints: await listEndpoints() };
}

const endpointIdSchema = z.object({ id: z.string() });

/** Add, test, switch on or off and remove endpoints (Settings, Webhooks); each change is audited. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, form } = await cmsActionForm({ request, context }, "webhooks.manage");
  const intent = String(form.get("intent") ?? "");
  const audit = auditActorOf(auth, requestValues(context).clientIp);
  const audited = (id: string, detail: Record<string, unknown>) =>
    recordAudit({ action: "settings-change", actor: audit, subject: { type: "webhook", id }, detail });
  const endpointId = () => parseInput(endpointIdSchema, { id: form.get("id") }).id;
  const done = <Intent extends string, More extends object = object>(
    intent: Intent,
    message: string,
    more?: More,
  ) => ({
    ok: true as const,
    intent,
    message,
    ...(more as More),
  });
  return pageAction(
    async () => {
      switch (intent) {
        case "add": {
          const input = parseInput(webhookEndpointSchema, {
            url: form.get("url"),
            description: form.get("description") ?? undefined,
            events: form.getAll("events"),
          });
          const { id, secret } = await createEndpoint(input, auth.user.username);
          await audited(id, { change: "add", url: input.url, events: input.events });
          return done("add", "Endpoint added. Copy its signing secret now: it is not shown again.", {
            url: input.url,
            secret,
          });
        }
        case "test": {
          const { event } = await sendTest(endpointId());
          return done("test", `A sample ${event} is on its way; its delivery appears below.`);
        }
        case "enable":
        case "disable": {
          const id = endpointId();
          const { url } = await setEndpointEnabled(id, intent === "enable");
          await audited(id, { change: intent, url });
          return done(intent, `${url} is switched ${intent === "enable" ? "on" : "off"}.`);
        }
        case "remove": {
          const id = endpointId();
          const { url } = await removeEndpoint(id);
          await audited(id, { change: "remove", url });
          return done("remove", `${url} was removed.`);
        }
        default:
          throw new ValidationError("This action is not known. Reload the page and try again.");
      }
    },
    () => ({ intent }),
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <WebhooksSection {...loaderData} />;
}

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
import { ArrowLeft, Webhook } from "lucide-react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { WebhooksAnswer } from "~/lib/cms-pages";
import { useSiteDates } from "~/lib/site-dates";
import { ActionNote, DataTable, FieldNote, Hidden, IconCard, NotedInput } from "~/components/cms/kit";
import {
  type WebhookDeliveryView,
  type WebhookEndpointView,
  webhookEndpointSchema,
  webhookEventLabels,
  webhookEvents,
} from "~/lib/schemas/webhooks";
import { cmsMeta } from "~/lib/meta";
import { requestValues } from "~/lib/request-context";
import type { Route } from "./+types/cms.webhooks";

export const meta = cmsMeta("Webhooks · Settings · CMS", "Staff dashboard: webhooks.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, "webhooks.manage");
  // The endpoints with their latest deliveries (never a secret).
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
  return pageAction(
    async (): Promise<Extract<WebhooksAnswer, { ok: true }>> => {
      switch (intent) {
        case "add": {
          const input = parseInput(webhookEndpointSchema, {
            url: form.get("url"),
            description: form.get("description") ?? undefined,
            events: form.getAll("events"),
          });
          const { id, secret } = await createEndpoint(input, auth.user.username);
          await audited(id, { change: "add", url: input.url, events: input.events });
          const message = "Endpoint added. Copy its signing secret now: it is not shown again.";
          return { ok: true, intent: "add", message, url: input.url, secret };
        }
        case "test": {
          const { event } = await sendTest(endpointId());
          const message = `A sample ${event} is on its way; its delivery appears below.`;
          return { ok: true, intent, message };
        }
        case "enable":
        case "disable": {
          const id = endpointId();
          const { url } = await setEndpointEnabled(id, intent === "enable");
          await audited(id, { change: intent, url });
          return { ok: true, intent, message: `${url} is switched ${intent === "enable" ? "on" : "off"}.` };
        }
        case "remove": {
          const id = endpointId();
          const { url } = await removeEndpoint(id);
          await audited(id, { change: "remove", url });
          return { ok: true, intent, message: `${url} was removed.` };
        }
        default:
          throw new ValidationError("This action is not known. Reload the page and try again.");
      }
    },
    () => ({ intent }),
  );
}

const deliveryBadges = {
  pending: ["Waiting to retry", "warning"],
  sending: ["Sending", "neutral"],
  delivered: ["Delivered", "success"],
  failed: ["Failed", "ember"],
} as const satisfies Record<WebhookDeliveryView["status"], readonly [string, string]>;

/** Settings, Webhooks: the endpoints and their latest deliveries (plain form posts). */
export default function Page({ loaderData: { endpoints } }: Route.ComponentProps) {
  const result = useActionData<WebhooksAnswer>();
  const navigation = useNavigation();
  const adding = navigation.state === "submitting" && navigation.formData?.get("intent") === "add";
  const fieldErrors = result && !result.ok && result.intent === "add" ? result.fieldErrors : {};
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Link
            to="/cms/settings"
            className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink"
          >
            <ArrowLeft className="size-4" aria-hidden /> Settings
          </Link>
          <h2 className="mt-1 text-lg font-bold text-ink">Webhooks</h2>
          <p className="mt-1 max-w-2xl text-sm text-muted">
            Send new leads, orders and subscribers to Zapier, a CRM or any address that accepts a POST. Each
            delivery is signed (Standard Webhooks); a failed one is retried for about eight hours.
          </p>
        </div>
        <Link to="/cms/settings/webhooks" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Refresh deliveries
        </Link>
      </div>
      <ActionNote result={result} data-testid="webhooks-message" />
      {result?.ok && result.intent === "add" ? (
        <Card className="border-brand-300 bg-brand-50 p-5" data-testid="webhook-secret-card">
          <h3 className="text-base font-bold text-ink">Signing secret for {result.url}</h3>
          <p className="mt-1 text-sm text-ink-soft">
            Copy it into the receiver now: it is shown this once. Lost it? Remove the endpoint and add it
            again.
          </p>
          <code
            className="mt-3 block rounded-lg bg-white px-3 py-2 font-mono text-sm break-all text-ink select-all"
            data-testid="webhook-secret"
          >
            {result.secret}
          </code>
        </Card>
      ) : null}
      <IconCard icon={Webhook} title="Add an endpoint">
        <Form method="post" className="mt-5 grid gap-4" noValidate>
          <Hidden intent="add" />
          <NotedInput
            id="webhook-url"
            label="Endpoint URL"
            name="url"
            type="url"
            required
            placeholder="https://hooks.zapier.com/hooks/catch/..."
            error={fieldErrors.url}
            hint="The receiver's public address. Redirects are not followed."
          />
          <NotedInput
            id="webhook-description"
            label="Name (optional)"
            name="description"
            maxLength={120}
            placeholder="Zapier: leads to CRM"
          />
          <fieldset aria-describedby="webhook-events-note">
            <legend className="mb-1.5 text-sm font-medium text-ink">Events</legend>
            <div className="grid gap-2">
              {webhookEvents.map((event) => (
                <label key={event} className="flex items-start gap-2 text-sm text-ink">
                  <input type="checkbox" name="events" value={event} className="mt-1" />
                  <span>
                    <code className="font-mono text-xs">{event}</code>
                    <span className="text-muted"> · {webhookEventLabels[event]}</span>
                  </span>
                </label>
              ))}
            </div>
            {fieldErrors.events ? <FieldNote id="webhook-events-note" error={fieldErrors.events} /> : null}
          </fieldset>
          <div>
            <Button type="submit" disabled={adding}>
              {adding ? "Adding..." : "Add endpoint"}
            </Button>
          </div>
        </Form>
      </IconCard>
      <section aria-labelledby="endpoints-heading" className="grid gap-4">
        <h3 id="endpoints-heading" className="text-base font-bold text-ink">
          Endpoints ({endpoints.length})
        </h3>
        {endpoints.length === 0 ? (
          <p className="text-sm text-muted">No endpoints yet.</p>
        ) : (
          <ul className="grid gap-4">
            {endpoints.map((endpoint) => (
              <EndpointCard key={endpoint.id} endpoint={endpoint} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function EndpointCard({ endpoint }: { endpoint: WebhookEndpointView }) {
  const dates = useSiteDates();
  const control = (intent: string, label: string, variant: "outline" | "secondary" = "outline") => (
    <Form method="post" preventScrollReset>
      <Hidden intent={intent} id={endpoint.id} />
      <Button type="submit" variant={variant} size="sm">
        {label}
      </Button>
    </Form>
  );
  return (
    <li data-testid="webhook-endpoint">
      <Card className="grid gap-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-mono text-sm font-semibold break-all text-ink">{endpoint.url}</p>
            {endpoint.description ? <p className="text-sm text-muted">{endpoint.description}</p> : null}
            <p className="mt-1 text-xs text-muted">{endpoint.events.join(", ")}</p>
          </div>
          <Badge variant={endpoint.enabled ? "success" : "warning"}>
            {endpoint.enabled ? "On" : "Switched off"}
          </Badge>
        </div>
        {!endpoint.enabled && endpoint.disabledReason ? (
          <p className="text-sm text-ink-soft">{endpoint.disabledReason}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {endpoint.enabled ? control("test", "Send test", "secondary") : null}
          {endpoint.enabled ? control("disable", "Switch off") : control("enable", "Switch on")}
          {control("remove", "Remove")}
        </div>
        <div className="min-w-0 overflow-x-auto">
          {endpoint.deliveries.length === 0 ? (
            <p className="text-sm text-muted">No deliveries yet.</p>
          ) : (
            <DataTable
              flush
              stack
              caption={`Latest deliveries to ${endpoint.url}`}
              rows={endpoint.deliveries}
              rowKey={(delivery) => delivery.id}
              rowProps={() => ({ "data-testid": "webhook-delivery" })}
              columns={[
                { header: "Event", className: "font-mono text-xs", cell: (delivery) => delivery.event },
                {
                  header: "Status",
                  cell: (delivery) => (
                    <div className="min-w-0">
                      <Badge variant={deliveryBadges[delivery.status][1]}>
                        {deliveryBadges[delivery.status][0]}
                      </Badge>
                      {delivery.error && delivery.status !== "delivered" ? (
                        <span
                          className="mt-0.5 block max-w-xs truncate text-xs text-muted"
                          title={delivery.error}
                        >
                          {delivery.error}
                        </span>
                      ) : null}
                    </div>
                  ),
                },
                {
                  header: "HTTP",
                  className: "tabular-nums",
                  testId: "webhook-status-code",
                  cell: (delivery) => delivery.statusCode ?? "–",
                },
                { header: "Attempts", className: "tabular-nums", cell: (delivery) => delivery.attempts },
                {
                  header: "Queued",
                  className: "text-xs text-muted",
                  cell: (delivery) => (
                    <time dateTime={delivery.createdAt}>{dates.dateTime(delivery.createdAt)}</time>
                  ),
                },
              ]}
            />
          )}
        </div>
      </Card>
    </li>
  );
}

import { requireUser } from "~/.server/services/auth";
import { countOtherSessions } from "~/.server/services/sessions";
import { SettingsTab } from "~/components/cms/settings-tab";
import { useSectionActions } from "~/components/cms/use-section-actions";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cms.settings";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Settings · CMS", description: "Staff dashboard: settings.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const auth = await requireUser(request);
  return { otherSessions: await countOtherSessions(auth.user.id, auth.sessionId) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const actions = useSectionActions();
  return <SettingsTab data={loaderData} actions={actions} />;
}

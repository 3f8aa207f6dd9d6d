import { requireUser } from "~/.server/services/auth";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cms.profile";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Author Profile · CMS", description: "Staff dashboard: your author profile.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const auth = await requireUser(request);
  return { username: auth.user.username };
}

/** Placeholder until the author profile (issue 17, point 8) lands. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <p>Author profile for {loaderData.username}.</p>;
}

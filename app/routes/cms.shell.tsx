import { Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { cmsShellMiddleware, requireUser } from "~/.server/http/guards";
import { findAuthor } from "~/.server/services/posts/authors";
import { imageProvider } from "~/.server/services/media/image-generation";
import { spamCounts } from "~/.server/services/leads/inbox";
import { CmsErrorPanel } from "~/components/cms/cms-error-panel";
import { CmsFrame } from "~/components/cms/cms-frame";
import { can } from "~/lib/permissions";
import type { Route } from "./+types/cms.shell";

/**
 * The layout of every signed-in CMS page. Its middleware checks host, session and account steps once
 * per request and puts the user in the context, where each page's guard checks the role. Pages
 * without a `headers` export inherit these.
 */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const middleware: Route.MiddlewareFunction[] = [cmsShellMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const auth = await requireUser({ request, context });
  const profile = await findAuthor(auth.user.id);
  // The greeting and the chrome name people as their profile does, else by username;
  // the navigation shows the Spam view's count on every CMS page (possible leads must be noticed).
  return {
    user: {
      id: auth.user.id,
      username: auth.user.username,
      displayName: profile?.name ?? auth.user.username,
      role: auth.user.role,
    },
    imageProvider: imageProvider().label,
    // Lead counts only for those who may open the leads (the badge sits on their tab).
    spam: can(auth.user.role, "personalData.view") ? await spamCounts() : { possibleLeads: 0, spam: 0 },
  };
}

export default function CmsShell({ loaderData }: Route.ComponentProps) {
  return (
    <CmsFrame username={loaderData.user.username}>
      <Outlet />
    </CmsFrame>
  );
}

/** The shell's data, for any CMS page below it. */
export function useCmsShell() {
  const data = useRouteLoaderData<typeof loader>("routes/cms.shell");
  if (!data) throw new Error("useCmsShell outside the CMS shell");
  return data;
}

/** A CMS page's error shows inside the CMS chrome, never inside the public site's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useRouteLoaderData<typeof loader>("routes/cms.shell");
  // The shell's own loader failed (no signed-in user to show): the root boundary answers.
  if (!shell) throw error;
  return (
    <CmsFrame username={shell.user.username}>
      <CmsErrorPanel error={error} />
    </CmsFrame>
  );
}

import { FilePlus2 } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { requireUser } from "~/.server/services/auth";
import { imageProvider } from "~/.server/services/image-generation";
import { analyticsOverview, listAllPosts } from "~/.server/services/cms-posts";
import { countOtherSessions } from "~/.server/services/sessions";
import { CmsFrame } from "~/components/cms/cms-frame";
import { dashboardTabs, tabFromSearch } from "~/components/cms/dashboard-tabs";
import { PostFormDialog } from "~/components/cms/post-form-dialog";
import type { DashboardActions } from "~/components/cms/types";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { CmsPost } from "~/lib/schemas/post";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cms.dashboard";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "CMS Dashboard", description: "Staff dashboard.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const auth = await requireUser(request);
  const [posts, analytics, otherSessions] = await Promise.all([
    listAllPosts(),
    analyticsOverview(),
    countOtherSessions(auth.user.id, auth.sessionId),
  ]);
  return {
    user: { username: auth.user.username },
    posts,
    analytics,
    otherSessions,
    imageProvider: imageProvider().label,
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState(() => tabFromSearch(searchParams.get("tab")));
  const revalidator = useRevalidator();
  const [editor, setEditor] = useState<{ open: boolean; post: CmsPost | null }>({ open: false, post: null });

  const refresh = useCallback(() => {
    void revalidator.revalidate();
  }, [revalidator]);
  const actions = useMemo<DashboardActions>(
    () => ({
      newPost: () => setEditor({ open: true, post: null }),
      editPost: (post) => setEditor({ open: true, post }),
      refresh,
    }),
    [refresh],
  );

  /**
   * The tab lives in `?tab=` (Overview, the default, has none). The address is replaced in place
   * rather than navigated: a navigation would cancel a data reload that a save has just started.
   */
  function selectTab(value: string) {
    setTab(value);
    const url = new URL(window.location.href);
    if (value === dashboardTabs[0]?.value) url.searchParams.delete("tab");
    else url.searchParams.set("tab", value);
    window.history.replaceState(window.history.state, "", url);
  }

  return (
    <CmsFrame username={loaderData.user.username}>
      <div className="container-page py-8 sm:py-10">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="eyebrow">Content Studio</p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
              Welcome back, {loaderData.user.username}
            </h1>
            <p className="mt-2 text-sm text-muted">Write, schedule and publish Marketing Hub articles.</p>
          </div>
          <Button size="lg" onClick={actions.newPost} className="self-start sm:self-auto">
            <FilePlus2 aria-hidden />
            New Post
          </Button>
        </div>

        <Tabs value={tab} onValueChange={selectTab} className="mt-8">
          <TabsList
            aria-label="Dashboard sections"
            className="flex w-full flex-nowrap justify-start overflow-x-auto sm:inline-flex sm:w-auto"
          >
            {dashboardTabs.map((item) => (
              <TabsTrigger
                key={item.value}
                value={item.value}
                className="flex shrink-0 items-center gap-2 px-3 sm:px-4"
              >
                <item.icon className="hidden size-4 sm:block" aria-hidden />
                {item.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {dashboardTabs.map((item) => (
            <TabsContent key={item.value} value={item.value}>
              <item.Component data={loaderData} actions={actions} />
            </TabsContent>
          ))}
        </Tabs>
      </div>

      <PostFormDialog
        open={editor.open}
        post={editor.post}
        posts={loaderData.posts}
        onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
        onSaved={refresh}
        imageProviderLabel={loaderData.imageProvider}
      />
    </CmsFrame>
  );
}

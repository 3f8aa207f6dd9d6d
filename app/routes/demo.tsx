import { isRouteErrorResponse, useRouteError } from "react-router";
import { notFound } from "~/lib/route-errors";
import { DemoBlockView } from "~/components/demos/demo-blocks";
import { DemoFrame } from "~/components/demos/demo-frame";
import { demoStyles } from "~/components/demos/demo-theme";
import { PublicFrame } from "~/components/layout/public-frame";
import { NotFoundScreen } from "~/components/sections/not-found-screen";
import { demoMetaTitle, findDemoPage } from "~/content/demos";
import { findTemplate } from "~/content/templates";
import { hydrateOnIntentHandle } from "~/lib/hydration/route-handle";
import { notFoundMetaTags } from "~/lib/meta";
import type { Route } from "./+types/demo";

/**
 * A template's live demo (ADR 0020): /demos/{id}/ and /demos/{id}/{page}, prerendered, outside
 * the agency's layout, noindex (the server also sends X-Robots-Tag for /demos/).
 */
export const handle = hydrateOnIntentHandle;

export function loader({ params }: Route.LoaderArgs) {
  const found = findDemoPage(params.id, params.page);
  if (!found) notFound();
  return { id: found.site.templateId, slug: found.slug };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const found = loaderData ? findDemoPage(loaderData.id, loaderData.slug) : undefined;
  if (!found) return notFoundMetaTags(matches);
  const template = findTemplate(found.site.templateId);
  return [
    { title: demoMetaTitle(found.page.title, found.site.business.name, template?.name ?? "") },
    { name: "description", content: found.page.description },
    { name: "robots", content: "noindex" },
  ];
};

export default function DemoPage({ loaderData }: Route.ComponentProps) {
  const found = findDemoPage(loaderData.id, loaderData.slug);
  const template = findTemplate(loaderData.id);
  if (!found || !template) return null;
  const styles = demoStyles(found.site.theme);
  const ctx = { site: found.site, palette: template.palette, styles };
  return (
    <DemoFrame site={found.site} template={template} styles={styles} current={found.slug}>
      {found.page.blocks.map((block, index) => (
        // Blocks are fixed content in a fixed order, so their index is a stable key.
        <DemoBlockView key={index} ctx={ctx} block={block} />
      ))}
    </DemoFrame>
  );
}

/** An unknown demo or page: the site's not-found screen (here, so this route's meta marks it noindex). */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PublicFrame>
        <NotFoundScreen />
      </PublicFrame>
    );
  }
  throw error;
}

import { ProjectPage } from "~/components/projects/project-page";
import { findProject, projectNotFound, projects } from "~/content/projects";
import { projectJsonLd } from "~/lib/json-ld";
import { pageMeta, publicUrlFrom } from "~/lib/meta";
import { notFound } from "~/lib/route-errors";
import type { Route } from "./+types/project";
import { siteSettingsFrom } from "~/lib/site-settings";

/**
 * The project is fixed content the route module carries itself: the loader only answers "is
 * there one", so the page's HTML does not send every text a second time as hydration data.
 */
export function loader({ params }: Route.LoaderArgs) {
  const project = findProject(params.slug);
  if (!project) notFound();
  return { slug: project.slug };
}

export const meta: Route.MetaFunction = (args) => {
  const project = findProject(args.loaderData?.slug);
  if (!project) {
    return pageMeta(args, {
      title: projectNotFound.metaTitle,
      description: projectNotFound.metaDescription,
      noindex: true,
    });
  }
  return pageMeta(args, {
    ...project.seo,
    jsonLd: [
      projectJsonLd(publicUrlFrom(args.matches), project, siteSettingsFrom(args.matches).business.name),
    ],
  });
};

export default function Project({ loaderData }: Route.ComponentProps) {
  return <ProjectPage project={projects[loaderData.slug]} />;
}

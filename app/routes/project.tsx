import { ProjectPage } from "~/components/projects/project-page";
import { findProject, projectNotFound, projects } from "~/content/projects";
import { projectJsonLd } from "~/lib/json-ld";
import { copyMeta, pageMeta, publicUrlFrom } from "~/lib/meta";
import { notFound } from "~/lib/route-errors";
import type { Route } from "./+types/project";
import { siteSettingsFrom } from "~/lib/site-settings";

/** The project is in the route module: the loader only says "is there one" (no second copy as data). */
export function loader({ params }: Route.LoaderArgs) {
  const project = findProject(params.slug);
  if (!project) notFound();
  return { slug: project.slug };
}

export const meta: Route.MetaFunction = (args) => {
  const project = findProject(args.loaderData?.slug);
  if (!project) return copyMeta(projectNotFound, { noindex: true })(args);
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

import { ProjectPage } from "~/components/projects/project-page";
import { findProject, projectNotFound } from "~/content/projects";
import { projectJsonLd } from "~/lib/json-ld";
import { pageMeta, publicUrlFrom } from "~/lib/meta";
import { notFound } from "~/lib/route-errors";
import type { Route } from "./+types/project";
import { siteSettingsFrom } from "~/lib/site-settings";

export function loader({ params }: Route.LoaderArgs) {
  const project = findProject(params.slug);
  if (!project) notFound();
  return { project };
}

export const meta: Route.MetaFunction = (args) => {
  const project = args.loaderData?.project;
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
  return <ProjectPage project={loaderData.project} />;
}

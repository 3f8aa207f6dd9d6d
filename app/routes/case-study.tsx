import { CaseStudySection } from "~/components/case-studies/case-study-sections";
import { caseStudies, caseStudyNotFound, findCaseStudy } from "~/content/case-studies";
import { caseStudyJsonLd } from "~/lib/json-ld";
import { copyMeta, pageMeta, publicUrlFrom } from "~/lib/meta";
import { cn } from "~/lib/utils";
import { notFound } from "~/lib/route-errors";
import type { Route } from "./+types/case-study";
import { siteSettingsFrom } from "~/lib/site-settings";

/** The case study is in the route module: the loader only says "is there one" (no second copy as data). */
export function loader({ params }: Route.LoaderArgs) {
  const caseStudy = findCaseStudy(params.slug);
  if (!caseStudy) notFound();
  return { slug: caseStudy.slug };
}

export const meta: Route.MetaFunction = (args) => {
  const caseStudy = findCaseStudy(args.loaderData?.slug);
  if (!caseStudy) return copyMeta(caseStudyNotFound, { noindex: true })(args);
  return pageMeta(args, {
    ...caseStudy.seo,
    type: "article",
    jsonLd: [
      caseStudyJsonLd(publicUrlFrom(args.matches), caseStudy, siteSettingsFrom(args.matches).business.name),
    ],
  });
};

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { sections } = caseStudies[loaderData.slug];
  const hasStickyBanner = sections.some((section) => section.kind === "stickyBanner");
  return (
    // With a sticky banner under the header, in-page anchors land below both.
    <div className={cn(hasStickyBanner && "[&_[id]]:scroll-mt-14")}>
      {sections.map((section, index) => (
        // Sections are fixed content in a fixed order, so kind + position is a stable key.
        <CaseStudySection key={`${section.kind}-${index}`} section={section} />
      ))}
    </div>
  );
}

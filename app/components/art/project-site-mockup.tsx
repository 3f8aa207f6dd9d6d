import type { SiteMockupSpec } from "~/content/site-mockup";
import { ArtImage, artName, byName } from "./art-image";

const files = byName(
  import.meta.glob<string>("/app/art/project-site-mockup/*.svg", {
    query: "?no-inline",
    import: "default",
    eager: true,
  }),
);

/** A client's site drawn (no screenshot): "home", "services" or "mobile"; no `title`: decorative. */
export function ProjectSiteMockup({
  site,
  variant = "home",
  title = "",
}: {
  site: SiteMockupSpec;
  variant?: "home" | "services" | "mobile";
  title?: string;
}) {
  return <ArtImage src={files[artName(site.domain, variant)]} alt={title} width={640} height={420} />;
}

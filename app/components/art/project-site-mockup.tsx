import type { SiteMockupSpec } from "~/content/site-mockup";
import { cn } from "~/lib/utils";
import { ArtImage, artName, byName } from "./art-image";

const files = byName(
  import.meta.glob<string>("/app/art/project-site-mockup/*.svg", {
    query: "?no-inline",
    import: "default",
    eager: true,
  }),
);

/**
 * A stylized drawing of a client's website (original artwork, no screenshots):
 * "home" and "services" in a desktop browser, "mobile" on a phone.
 */
export function ProjectSiteMockup({
  site,
  variant = "home",
  title,
  className,
  decorative = false,
}: {
  site: SiteMockupSpec;
  variant?: "home" | "services" | "mobile";
  /** Alt text; required unless decorative. */
  title?: string;
  className?: string;
  decorative?: boolean;
}) {
  return (
    <ArtImage
      src={files[artName(site.domain, variant)]}
      alt={decorative ? "" : (title ?? "")}
      width={640}
      height={420}
      className={cn("h-auto w-full", className)}
    />
  );
}

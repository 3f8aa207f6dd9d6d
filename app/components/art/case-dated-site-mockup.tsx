import { cn } from "~/lib/utils";
import { ArtImage, artName, byName } from "./art-image";

const files = byName(
  import.meta.glob<string>("/app/art/case-dated-site-mockup/*.svg", {
    query: "?no-inline",
    import: "default",
    eager: true,
  }),
);

/**
 * A client's old website, drawn as original artwork: cramped, desktop-only, a buried phone
 * number and a broken image. Used on the "before" side of a before/after comparison.
 */
export function CaseDatedSiteMockup({
  domain,
  title,
  className,
}: {
  name?: string;
  domain: string;
  title: string;
  className?: string;
}) {
  return (
    <ArtImage
      src={files[artName(domain)]}
      alt={title}
      width={640}
      height={420}
      className={cn("h-auto w-full", className)}
    />
  );
}

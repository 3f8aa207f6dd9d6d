import { cn } from "~/lib/utils";
import { ArtImage, artName, byName } from "./art-image";

const files = byName(
  import.meta.glob<string>("/app/art/case-video-poster/*.svg", {
    query: "?no-inline",
    import: "default",
    eager: true,
  }),
);

/** A case study's interview poster: the client with their name and role (original artwork). */
export function CaseVideoPoster({
  name,
  role,
  className,
}: {
  name: string;
  role: string;
  className?: string;
}) {
  return (
    <ArtImage
      src={files[artName(name)]}
      alt={`Illustrated poster of ${name}, ${role}`}
      width={640}
      height={360}
      className={cn("h-auto w-full", className)}
    />
  );
}

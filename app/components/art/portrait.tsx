import { cn } from "~/lib/utils";
import { ArtImage, artName, byName } from "./art-image";

const files = byName(
  import.meta.glob<string>("/app/art/portrait/*.svg", {
    query: "?no-inline",
    import: "default",
    eager: true,
  }),
);

/** An illustrated head-and-shoulders portrait of a team member (original artwork). */
export function Portrait({ name, className }: { name: string; className: string }) {
  const alt = `Illustrated portrait of ${name}`;
  return (
    <ArtImage
      src={files[artName(name)]}
      alt={alt}
      width={240}
      height={240}
      className={cn("h-auto w-full", className)}
    />
  );
}

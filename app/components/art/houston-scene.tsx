import { cn } from "~/lib/utils";
import { ArtImage, byName } from "./art-image";

const files = byName(
  import.meta.glob<string>("/app/art/houston-scene.svg", {
    query: "?no-inline",
    import: "default",
    eager: true,
  }),
);

/** Houston at dusk, a service van and a phone lighting up with new leads (original artwork). */
export function HoustonScene({ label, className }: { label: string; className?: string }) {
  return (
    <ArtImage
      src={files["houston-scene"]}
      alt={label}
      width={520}
      height={340}
      className={cn("h-auto w-full", className)}
    />
  );
}

import { cn } from "~/lib/utils";
import { ArtImage, artName, byName } from "./art-image";

const files = byName(
  import.meta.glob<string>("/app/art/site-mockup/*.svg", {
    query: "?no-inline",
    import: "default",
    eager: true,
  }),
);

/**
 * Stylized browser window showing a client's website (original artwork, no screenshots), one
 * file per client; `variant="old"` is the dated site it had before the rebuild.
 */
export function SiteMockup({
  label,
  name,
  accent,
  variant = "new",
  className,
}: {
  /** Accessible description of the picture. */
  label: string;
  name: string;
  headline?: string;
  primary?: string;
  /** Tells apart two drawings of one client's site (the case study's and the portfolio's). */
  accent: string;
  trade?: string;
  variant?: "new" | "old";
  className?: string;
}) {
  return (
    <ArtImage
      src={files[artName(name, variant === "old" ? "old" : accent)]}
      alt={label}
      width={480}
      height={320}
      className={cn("h-auto w-full", className)}
    />
  );
}

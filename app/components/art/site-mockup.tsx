import { ArtImage, artName, byName } from "./art-image";

const files = byName(
  import.meta.glob<string>("/app/art/site-mockup/*.svg", {
    query: "?no-inline",
    import: "default",
    eager: true,
  }),
);

/**
 * A client's website in a stylized browser (original artwork), one file per client: `accent`
 * tells two drawings of one site apart, `variant="old"` is the dated site before the rebuild.
 */
export function SiteMockup({
  label,
  name,
  accent,
  variant = "new",
}: {
  label: string;
  name: string;
  accent: string;
  variant?: "new" | "old";
}) {
  const src = files[artName(name, variant === "old" ? "old" : accent)];
  return <ArtImage src={src} alt={label} width={480} height={320} />;
}

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
 * file per client; `accent` tells apart two drawings of one site, `variant="old"` is the dated
 * site it had before the rebuild.
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

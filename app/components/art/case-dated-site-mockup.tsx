import { ArtImage, artName, byName } from "./art-image";

const files = byName(
  import.meta.glob<string>("/app/art/case-dated-site-mockup/*.svg", {
    query: "?no-inline",
    import: "default",
    eager: true,
  }),
);

/** A client's old website (original artwork): cramped, desktop-only, the "before" of a comparison. */
export function CaseDatedSiteMockup({ domain, title }: { domain: string; title: string }) {
  return <ArtImage src={files[artName(domain)]} alt={title} width={640} height={420} />;
}

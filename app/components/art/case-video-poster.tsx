import { ArtImage, artName, byName } from "./art-image";

const files = byName(
  import.meta.glob<string>("/app/art/case-video-poster/*.svg", {
    query: "?no-inline",
    import: "default",
    eager: true,
  }),
);

/** A case study's interview poster: the client with their name and role (original artwork). */
export function CaseVideoPoster({ name, role }: { name: string; role: string }) {
  const alt = `Illustrated poster of ${name}, ${role}`;
  return <ArtImage src={files[artName(name)]} alt={alt} width={640} height={360} />;
}

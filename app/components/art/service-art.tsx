import { ArtImage, byName } from "./art-image";

const files = byName(
  import.meta.glob<string>("/app/art/service/*.svg", { query: "?no-inline", import: "default", eager: true }),
);

/** A service card's picture; decorative, the card's heading names the service. */
export function ServiceArt({ kind }: { kind: string }) {
  return (
    <ArtImage
      src={files[kind]}
      alt=""
      width={320}
      height={160}
      className="h-auto w-full border-b border-slate-100"
    />
  );
}

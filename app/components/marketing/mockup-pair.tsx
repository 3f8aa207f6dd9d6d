import { SiteMockup } from "~/components/art/site-mockup";
import type { MockupTheme } from "~/content/portfolio";

/** A client's old site beside the new one, each captioned. */
export function MockupPair({
  name,
  theme,
  alts,
  captions,
  className,
}: {
  name: string;
  theme: MockupTheme;
  alts: { before: string; after: string };
  captions: { before: string; after: string };
  className: string;
}) {
  return (
    <div className={className}>
      {(["before", "after"] as const).map((side) => (
        <figure key={side}>
          <SiteMockup variant={side === "before" ? "old" : "new"} label={alts[side]} name={name} {...theme} />
          <figcaption className="mt-2 text-center text-xs font-semibold text-muted uppercase">
            {captions[side]}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

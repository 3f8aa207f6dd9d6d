import { site } from "~/content/site";
import { cn } from "~/lib/utils";

/** The agency mark (a house with a flame), inline so it costs no request; `className` replaces size-9. */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden focusable="false">
      <rect width="40" height="40" rx="10" fill="#1842b8" />
      <path
        d="M8 19 20 9l12 10v12a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1z"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M20 30c-3 0-5-2-5-4.6 0-2.6 2.2-4 3-6.4.9 1.5 1.4 2.3 2.6 2.9.3-1.3.9-2.2 1.9-3 .6 2 2.5 3.6 2.5 6.3C25 28 23 30 20 30Z"
        fill="#ff8437"
      />
    </svg>
  );
}

export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <LogoMark />
      <span
        className={cn(
          "font-display text-lg leading-none font-extrabold tracking-tight",
          inverse ? "text-white" : "text-ink",
        )}
      >
        {site.shortName}
        {/* A space keeps "Hearthstone Digital" one phrase for the link's name (label in name). */}{" "}
        <span
          className={cn(
            "block text-xs font-semibold tracking-wide",
            inverse ? "text-brand-200" : "text-brand-700",
          )}
        >
          DIGITAL
        </span>
      </span>
    </span>
  );
}

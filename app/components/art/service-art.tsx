import { cn } from "~/lib/utils";
import { artFile } from "~/lib/art-file";

export type ServiceArtKind = "website" | "seo" | "analytics" | "ads";

/**
 * Small illustrations heading each service card: a phone-first site, a search result
 * with a map pin, a rising chart, and an ad with a click. Decorative: the card's title names it.
 */
function ServiceArtSvg({ kind, className }: { kind: ServiceArtKind; className?: string }) {
  return (
    <svg
      width="320"
      height="160"
      viewBox="0 0 320 160"
      aria-hidden="true"
      focusable="false"
      className={cn("h-auto w-full", className)}
    >
      <rect width="320" height="160" rx="14" fill="#eef5ff" />
      <circle cx="282" cy="24" r="54" fill="#d9e8ff" />
      <circle cx="30" cy="150" r="40" fill="#ffead4" />
      {kind === "website" ? (
        <g>
          <rect x="70" y="26" width="150" height="108" rx="8" fill="#fff" stroke="#bcd6ff" strokeWidth="2" />
          <rect x="70" y="26" width="150" height="16" rx="8" fill="#d9e8ff" />
          <rect x="82" y="52" width="80" height="8" rx="4" fill="#1842b8" />
          <rect x="82" y="66" width="110" height="6" rx="3" fill="#bcd6ff" />
          <rect x="82" y="78" width="96" height="6" rx="3" fill="#bcd6ff" />
          <rect x="82" y="96" width="54" height="18" rx="5" fill="#c2410c" />
          <rect x="196" y="54" width="62" height="96" rx="10" fill="#0f1f45" />
          <rect x="201" y="62" width="52" height="78" rx="4" fill="#fff" />
          <rect x="207" y="70" width="34" height="6" rx="3" fill="#1842b8" />
          <rect x="207" y="82" width="40" height="4" rx="2" fill="#bcd6ff" />
          <rect x="207" y="90" width="32" height="4" rx="2" fill="#bcd6ff" />
          <rect x="207" y="118" width="40" height="14" rx="4" fill="#c2410c" />
          <path
            d="M221 122.5a1.5 1.5 0 0 1 1.5-1.5h2l1 2.5-1.2.8a6 6 0 0 0 2.9 2.9l.8-1.2 2.5 1v2a1.5 1.5 0 0 1-1.5 1.5 8 8 0 0 1-8-8z"
            fill="#fff"
          />
        </g>
      ) : kind === "seo" ? (
        <g>
          <rect x="56" y="24" width="180" height="24" rx="12" fill="#fff" stroke="#bcd6ff" strokeWidth="2" />
          <circle cx="74" cy="36" r="6" fill="none" stroke="#1842b8" strokeWidth="2.5" />
          <path d="M78.5 40.5l4 4" stroke="#1842b8" strokeWidth="2.5" strokeLinecap="round" />
          <rect x="90" y="33" width="96" height="6" rx="3" fill="#94a3b8" />
          {[0, 1, 2].map((index) => (
            <g key={index} transform={`translate(56 ${60 + index * 28})`}>
              <rect
                width="180"
                height="22"
                rx="6"
                fill={index === 0 ? "#fff" : "#f8fafc"}
                stroke={index === 0 ? "#f86310" : "#e2e8f0"}
                strokeWidth={index === 0 ? 2 : 1}
              />
              <rect
                x="10"
                y="6"
                width={index === 0 ? 90 : 70}
                height="5"
                rx="2.5"
                fill={index === 0 ? "#1842b8" : "#94a3b8"}
              />
              <rect x="10" y="14" width="120" height="3" rx="1.5" fill="#cbd5e1" />
              <text
                x="160"
                y="15"
                fontFamily="Inter Variable, sans-serif"
                fontSize="9"
                fontWeight="700"
                fill={index === 0 ? "#c2410c" : "#64748b"}
              >
                #{index + 1}
              </text>
            </g>
          ))}
          <path d="M262 58c-12 0-20 9-20 19 0 14 20 33 20 33s20-19 20-33c0-10-8-19-20-19z" fill="#c2410c" />
          <circle cx="262" cy="77" r="7" fill="#fff" />
        </g>
      ) : kind === "analytics" ? (
        <g>
          <rect x="60" y="22" width="200" height="116" rx="10" fill="#fff" stroke="#bcd6ff" strokeWidth="2" />
          <rect x="74" y="34" width="60" height="7" rx="3.5" fill="#0b1b2e" />
          {[28, 40, 36, 58, 66, 84].map((height, index) => (
            <rect
              key={height}
              x={80 + index * 26}
              y={124 - height}
              width="16"
              height={height}
              rx="3"
              fill={index === 5 ? "#c2410c" : "#5996fc"}
            />
          ))}
          <path
            d="M82 92 108 80l26 6 26-22 26-8 26-18"
            fill="none"
            stroke="#1842b8"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="238" cy="38" r="5" fill="#1842b8" />
        </g>
      ) : (
        <g>
          <rect x="60" y="26" width="170" height="104" rx="10" fill="#fff" stroke="#bcd6ff" strokeWidth="2" />
          <rect x="72" y="38" width="26" height="12" rx="3" fill="#ffead4" />
          <text
            x="76"
            y="47.5"
            fontFamily="Inter Variable, sans-serif"
            fontSize="8"
            fontWeight="800"
            fill="#a5360c"
          >
            Ad
          </text>
          <rect x="104" y="40" width="100" height="8" rx="4" fill="#1842b8" />
          <rect x="72" y="60" width="140" height="5" rx="2.5" fill="#cbd5e1" />
          <rect x="72" y="70" width="120" height="5" rx="2.5" fill="#cbd5e1" />
          <rect x="72" y="90" width="70" height="24" rx="6" fill="#c2410c" />
          <rect x="82" y="99" width="50" height="6" rx="3" fill="#fff" />
          <path
            d="M136 104l30 12-13 4-5 13z"
            fill="#0b1b2e"
            stroke="#fff"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <circle cx="258" cy="72" r="26" fill="#1842b8" />
          <path d="M247 72h22M258 61v22" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}

export const ServiceArt = artFile("service-art", ServiceArtSvg);

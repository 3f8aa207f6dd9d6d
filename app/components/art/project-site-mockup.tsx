import { useId } from "react";
import type { MockupPalette, SiteMockupSpec } from "~/content/site-mockup";
import { cn } from "~/lib/utils";
import { artFile } from "~/lib/art-file";

/** Colors of a client's (imagined) brand: primary, dark, accent, light tint. */
const palettes: Record<MockupPalette, { primary: string; dark: string; accent: string; tint: string }> = {
  blue: { primary: "#1d54e0", dark: "#0f1f45", accent: "#f86310", tint: "#eef5ff" },
  sky: { primary: "#0284c7", dark: "#0c2d48", accent: "#22d3ee", tint: "#e0f2fe" },
  amber: { primary: "#d97706", dark: "#1c1917", accent: "#facc15", tint: "#fffbeb" },
  red: { primary: "#b91c1c", dark: "#1f2937", accent: "#3b82f6", tint: "#fef2f2" },
  green: { primary: "#15803d", dark: "#14281d", accent: "#a3e635", tint: "#f0fdf4" },
  slate: { primary: "#334155", dark: "#0f172a", accent: "#f97316", tint: "#f1f5f9" },
};

/** Splits a headline into at most two lines of roughly equal length. */
function twoLines(text: string, maxChars: number): string[] {
  if (text.length <= maxChars) return [text];
  const words = text.split(" ");
  let best = [text];
  let bestDiff = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i += 1) {
    const first = words.slice(0, i).join(" ");
    const second = words.slice(i).join(" ");
    const diff = Math.abs(first.length - second.length);
    if (diff < bestDiff) {
      best = [first, second];
      bestDiff = diff;
    }
  }
  return best;
}

function BrowserChrome({ domain, width }: { domain: string; width: number }) {
  return (
    <g>
      <rect width={width} height="34" rx="0" fill="#e2e8f0" />
      <circle cx="18" cy="17" r="5" fill="#f87171" />
      <circle cx="34" cy="17" r="5" fill="#fbbf24" />
      <circle cx="50" cy="17" r="5" fill="#34d399" />
      <rect x="72" y="8" width={width - 150} height="18" rx="9" fill="#ffffff" />
      <text x="86" y="21" fontSize="11" fill="#475569" fontFamily="Inter Variable, sans-serif">
        {domain}
      </text>
    </g>
  );
}

function Logo({ x, y, name, color }: { x: number; y: number; name: string; color: string }) {
  return (
    <g>
      <rect x={x} y={y} width="18" height="18" rx="5" fill={color} />
      <text
        x={x + 26}
        y={y + 14}
        fontSize="13"
        fontWeight="700"
        fill="#0f172a"
        fontFamily="Plus Jakarta Sans Variable, sans-serif"
      >
        {name}
      </text>
    </g>
  );
}

/**
 * A stylized drawing of a client's website (original artwork, no screenshots):
 * "home" and "services" in a desktop browser, "mobile" on a phone.
 */
function ProjectSiteMockupSvg({
  site,
  variant = "home",
  title,
  className,
  decorative = false,
}: {
  site: SiteMockupSpec;
  variant?: "home" | "services" | "mobile";
  /** Alt text; required unless decorative. */
  title?: string;
  className?: string;
  decorative?: boolean;
}) {
  const id = useId();
  const colors = palettes[site.palette];
  const a11y = decorative ? { "aria-hidden": true as const } : { role: "img", "aria-label": title };
  const heroGradient = `${id}-hero`;
  const font = "Inter Variable, sans-serif";
  const display = "Plus Jakarta Sans Variable, sans-serif";

  if (variant === "mobile") {
    const lines = twoLines(site.headline, 16);
    return (
      <svg
        viewBox="0 0 640 420"
        width="640"
        height="420"
        className={cn("h-auto w-full", className)}
        {...a11y}
      >
        <defs>
          <linearGradient id={heroGradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={colors.dark} />
            <stop offset="1" stopColor={colors.primary} />
          </linearGradient>
        </defs>
        <rect width="640" height="420" fill={colors.tint} />
        <circle cx="120" cy="330" r="120" fill={colors.primary} opacity="0.08" />
        <circle cx="540" cy="80" r="90" fill={colors.accent} opacity="0.15" />
        <rect x="225" y="18" width="190" height="384" rx="30" fill="#0f172a" />
        <rect x="233" y="26" width="174" height="368" rx="23" fill="#ffffff" />
        <rect x="290" y="32" width="60" height="10" rx="5" fill="#0f172a" />
        <Logo x={243} y={52} name={site.name.split(" ")[0] ?? site.name} color={colors.primary} />
        <rect x="378" y="56" width="18" height="2.5" rx="1" fill="#334155" />
        <rect x="378" y="62" width="18" height="2.5" rx="1" fill="#334155" />
        <rect x="378" y="68" width="18" height="2.5" rx="1" fill="#334155" />
        <rect x="233" y="84" width="174" height="132" fill={`url(#${heroGradient})`} />
        {lines.map((line, index) => (
          <text
            key={line}
            x="245"
            y={114 + index * 22}
            fontSize="18"
            fontWeight="800"
            fill="#ffffff"
            fontFamily={display}
          >
            {line}
          </text>
        ))}
        <text x="245" y={122 + lines.length * 22} fontSize="10" fill="#e2e8f0" fontFamily={font}>
          {site.subhead.length > 30 ? `${site.subhead.slice(0, 29)}…` : site.subhead}
        </text>
        <rect x="245" y="178" width="100" height="26" rx="8" fill={colors.accent} />
        <text
          x="295"
          y="195"
          fontSize="10"
          fontWeight="700"
          fill="#0f172a"
          textAnchor="middle"
          fontFamily={font}
        >
          {site.cta}
        </text>
        {site.services.map((service, index) => (
          <g key={service}>
            <rect x="245" y={228 + index * 42} width="150" height="34" rx="8" fill={colors.tint} />
            <circle cx="262" cy={245 + index * 42} r="8" fill={colors.primary} opacity="0.85" />
            <text
              x="278"
              y={249 + index * 42}
              fontSize="11"
              fontWeight="600"
              fill="#0f172a"
              fontFamily={font}
            >
              {service}
            </text>
          </g>
        ))}
        <rect x="233" y="352" width="174" height="42" fill={colors.primary} />
        <text
          x="320"
          y="378"
          fontSize="12"
          fontWeight="700"
          fill="#ffffff"
          textAnchor="middle"
          fontFamily={font}
        >
          Tap to call
        </text>
      </svg>
    );
  }

  if (variant === "services") {
    return (
      <svg
        viewBox="0 0 640 420"
        width="640"
        height="420"
        className={cn("h-auto w-full", className)}
        {...a11y}
      >
        <rect width="640" height="420" rx="14" fill="#ffffff" />
        <BrowserChrome domain={`${site.domain}/services`} width={640} />
        <Logo x={24} y={50} name={site.name} color={colors.primary} />
        <rect x="520" y="48" width="96" height="24" rx="7" fill={colors.primary} />
        <text
          x="568"
          y="64"
          fontSize="10"
          fontWeight="700"
          fill="#ffffff"
          textAnchor="middle"
          fontFamily={font}
        >
          {site.cta}
        </text>
        <rect x="0" y="86" width="640" height="70" fill={colors.tint} />
        <text x="24" y="118" fontSize="20" fontWeight="800" fill="#0f172a" fontFamily={display}>
          Our Services
        </text>
        <rect x="24" y="130" width="220" height="8" rx="4" fill="#cbd5e1" />
        {site.services.map((service, index) => {
          const x = 24 + index * 200;
          return (
            <g key={service}>
              <rect
                x={x}
                y="176"
                width="184"
                height="190"
                rx="12"
                fill="#ffffff"
                stroke="#e2e8f0"
                strokeWidth="2"
              />
              <rect x={x + 16} y="192" width="36" height="36" rx="10" fill={colors.tint} />
              <circle cx={x + 34} cy="210" r="9" fill={colors.primary} />
              <text x={x + 16} y="252" fontSize="14" fontWeight="700" fill="#0f172a" fontFamily={display}>
                {service}
              </text>
              <rect x={x + 16} y="266" width="150" height="7" rx="3.5" fill="#e2e8f0" />
              <rect x={x + 16} y="280" width="130" height="7" rx="3.5" fill="#e2e8f0" />
              <rect x={x + 16} y="294" width="140" height="7" rx="3.5" fill="#e2e8f0" />
              <rect
                x={x + 16}
                y="322"
                width="90"
                height="26"
                rx="7"
                fill={index === 1 ? colors.accent : colors.primary}
              />
              <text
                x={x + 61}
                y="339"
                fontSize="10"
                fontWeight="700"
                fill={index === 1 ? "#0f172a" : "#ffffff"}
                textAnchor="middle"
                fontFamily={font}
              >
                Learn more
              </text>
            </g>
          );
        })}
        <rect x="0" y="384" width="640" height="36" fill={colors.dark} />
        <rect x="24" y="398" width="140" height="8" rx="4" fill="#ffffff" opacity="0.5" />
      </svg>
    );
  }

  const lines = twoLines(site.headline, 20);
  return (
    <svg viewBox="0 0 640 420" width="640" height="420" className={cn("h-auto w-full", className)} {...a11y}>
      <defs>
        <linearGradient id={heroGradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colors.dark} />
          <stop offset="1" stopColor={colors.primary} />
        </linearGradient>
      </defs>
      <rect width="640" height="420" rx="14" fill="#ffffff" />
      <BrowserChrome domain={site.domain} width={640} />
      <Logo x={24} y={50} name={site.name} color={colors.primary} />
      {[0, 1, 2].map((index) => (
        <rect key={index} x={330 + index * 56} y="57" width="42" height="7" rx="3.5" fill="#cbd5e1" />
      ))}
      <rect x="510" y="48" width="106" height="24" rx="7" fill={colors.accent} />
      <text
        x="563"
        y="64"
        fontSize="10"
        fontWeight="700"
        fill="#0f172a"
        textAnchor="middle"
        fontFamily={font}
      >
        {site.cta}
      </text>
      <rect x="0" y="86" width="640" height="184" fill={`url(#${heroGradient})`} />
      <circle cx="590" cy="196" r="76" fill={colors.accent} opacity="0.18" />
      {lines.map((line, index) => (
        <text
          key={line}
          x="28"
          y={132 + index * 32}
          fontSize="27"
          fontWeight="800"
          fill="#ffffff"
          fontFamily={display}
        >
          {line}
        </text>
      ))}
      <text x="28" y={142 + lines.length * 32} fontSize="13" fill="#e2e8f0" fontFamily={font}>
        {site.subhead}
      </text>
      <rect x="28" y="218" width="128" height="32" rx="8" fill={colors.accent} />
      <text
        x="92"
        y="238"
        fontSize="12"
        fontWeight="700"
        fill="#0f172a"
        textAnchor="middle"
        fontFamily={font}
      >
        {site.cta}
      </text>
      <rect
        x="168"
        y="218"
        width="112"
        height="32"
        rx="8"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.7"
        strokeWidth="1.5"
      />
      <text
        x="224"
        y="238"
        fontSize="12"
        fontWeight="600"
        fill="#ffffff"
        textAnchor="middle"
        fontFamily={font}
      >
        Call Now
      </text>
      {/* An illustrated technician's van in the hero. */}
      <g transform="translate(404 150)">
        <rect x="0" y="20" width="150" height="62" rx="10" fill="#ffffff" />
        <path d="M150 40 h34 l22 24 v18 h-56 z" fill="#ffffff" />
        <path d="M158 46 h22 l14 16 h-36 z" fill={colors.tint} />
        <rect x="14" y="38" width="90" height="10" rx="5" fill={colors.primary} />
        <rect x="14" y="54" width="60" height="7" rx="3.5" fill={colors.accent} />
        <circle cx="42" cy="86" r="15" fill="#0f172a" />
        <circle cx="42" cy="86" r="6" fill="#cbd5e1" />
        <circle cx="170" cy="86" r="15" fill="#0f172a" />
        <circle cx="170" cy="86" r="6" fill="#cbd5e1" />
      </g>
      {site.services.map((service, index) => {
        const x = 24 + index * 200;
        return (
          <g key={service}>
            <rect
              x={x}
              y="290"
              width="184"
              height="108"
              rx="12"
              fill="#ffffff"
              stroke="#e2e8f0"
              strokeWidth="2"
            />
            <rect x={x + 14} y="304" width="30" height="30" rx="8" fill={colors.tint} />
            <circle cx={x + 29} cy="319" r="7" fill={colors.primary} />
            <text x={x + 14} y="356" fontSize="13" fontWeight="700" fill="#0f172a" fontFamily={display}>
              {service}
            </text>
            <rect x={x + 14} y="368" width="140" height="6" rx="3" fill="#e2e8f0" />
            <rect x={x + 14} y="380" width="110" height="6" rx="3" fill="#e2e8f0" />
          </g>
        );
      })}
    </svg>
  );
}

export const ProjectSiteMockup = artFile("project-site-mockup", ProjectSiteMockupSvg);

import { cn } from "~/lib/utils";
import { artFile } from "~/lib/art-file";

/**
 * A client's old website, drawn as original artwork: cramped, desktop-only, a buried phone
 * number and a broken image. Used on the "before" side of a before/after comparison.
 */
function CaseDatedSiteMockupSvg({
  name,
  domain,
  title,
  className,
}: {
  name: string;
  domain: string;
  title: string;
  className?: string;
}) {
  const serif = "Georgia, 'Times New Roman', serif";
  return (
    <svg
      viewBox="0 0 640 420"
      width="640"
      height="420"
      role="img"
      aria-label={title}
      className={cn("h-auto w-full", className)}
    >
      <rect width="640" height="420" rx="14" fill="#f1f5f9" />
      <rect width="640" height="34" fill="#cbd5e1" />
      <circle cx="18" cy="17" r="5" fill="#94a3b8" />
      <circle cx="34" cy="17" r="5" fill="#94a3b8" />
      <circle cx="50" cy="17" r="5" fill="#94a3b8" />
      <rect x="72" y="8" width="490" height="18" rx="9" fill="#ffffff" />
      <text x="86" y="21" fontSize="11" fill="#64748b" fontFamily="Inter Variable, sans-serif">
        http://{domain}/index.html
      </text>
      <rect x="0" y="34" width="640" height="56" fill="#475569" />
      <text x="20" y="70" fontSize="24" fill="#e2e8f0" fontFamily={serif} fontStyle="italic">
        Welcome to {name}!!!
      </text>
      <rect x="0" y="90" width="640" height="22" fill="#94a3b8" />
      {["Home", "About Us", "Services", "Links", "Guestbook"].map((item, index) => (
        <text
          key={item}
          x={20 + index * 90}
          y="105"
          fontSize="11"
          fill="#1e293b"
          fontFamily={serif}
          textDecoration="underline"
        >
          {item}
        </text>
      ))}
      <rect x="20" y="128" width="180" height="150" fill="#e2e8f0" stroke="#94a3b8" strokeDasharray="4 3" />
      <path d="M90 180 l20 20 m0 -20 l-20 20" stroke="#94a3b8" strokeWidth="3" />
      <text x="70" y="230" fontSize="10" fill="#64748b" fontFamily={serif}>
        image not found
      </text>
      {Array.from({ length: 11 }, (_, index) => (
        <rect
          key={index}
          x="220"
          y={132 + index * 13}
          width={index % 3 === 2 ? 300 : 400}
          height="6"
          fill="#94a3b8"
        />
      ))}
      <rect x="220" y="290" width="180" height="44" fill="#fde68a" stroke="#a16207" />
      <text x="232" y="317" fontSize="13" fill="#713f12" fontFamily={serif} fontWeight="700">
        Under construction
      </text>
      {Array.from({ length: 4 }, (_, index) => (
        <rect key={index} x="20" y={300 + index * 12} width="170" height="5" fill="#cbd5e1" />
      ))}
      <rect x="0" y="386" width="640" height="34" fill="#475569" />
      <text x="20" y="407" fontSize="8" fill="#cbd5e1" fontFamily={serif}>
        Copyright 2012. Call us: see contact page. Best viewed in 1024x768.
      </text>
    </svg>
  );
}

export const CaseDatedSiteMockup = artFile("case-dated-site-mockup", CaseDatedSiteMockupSvg);

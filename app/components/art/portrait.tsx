import { cn } from "~/lib/utils";
import type { TeamMember } from "~/content/team";
import { artFile } from "~/lib/art-file";

/** An illustrated head-and-shoulders portrait of a team member (original artwork). */
function PortraitSvg({
  name,
  image,
  className,
}: {
  name: string;
  image: TeamMember["image"];
  className?: string;
}) {
  const { skin, hair, shirt, hairStyle } = image;
  return (
    <svg
      width="240"
      height="240"
      viewBox="0 0 240 240"
      role="img"
      aria-label={`Illustrated portrait of ${name}`}
      className={cn("h-auto w-full", className)}
    >
      <rect width="240" height="240" fill="#eef5ff" />
      <circle cx="200" cy="40" r="70" fill="#d9e8ff" />
      <circle cx="20" cy="230" r="60" fill="#ffead4" />
      {hairStyle === "long" ? <path d="M70 110c0-50 22-76 50-76s50 26 50 76v70H70z" fill={hair} /> : null}
      {/* shoulders */}
      <path d="M40 240c4-44 36-66 80-66s76 22 80 66z" fill={shirt} />
      <path d="M104 176h32l-16 22z" fill="#fff" opacity="0.9" />
      {/* neck and head */}
      <rect x="106" y="140" width="28" height="40" rx="12" fill={skin} />
      <ellipse cx="120" cy="108" rx="38" ry="44" fill={skin} />
      <ellipse cx="82" cy="112" rx="6" ry="9" fill={skin} />
      <ellipse cx="158" cy="112" rx="6" ry="9" fill={skin} />
      {/* hair */}
      {hairStyle === "short" ? (
        <path d="M82 96c0-30 16-44 38-44s38 14 38 44c-8-14-22-20-38-20s-30 6-38 20z" fill={hair} />
      ) : null}
      {hairStyle === "long" ? (
        <path d="M80 104c2-34 18-50 40-50s38 16 40 50c-14-20-28-26-40-26s-26 6-40 26z" fill={hair} />
      ) : null}
      {hairStyle === "bun" ? (
        <>
          <circle cx="120" cy="50" r="18" fill={hair} />
          <path d="M82 100c0-30 16-46 38-46s38 16 38 46c-10-16-24-22-38-22s-28 6-38 22z" fill={hair} />
        </>
      ) : null}
      {hairStyle === "curly" ? (
        <g fill={hair}>
          {[88, 102, 116, 130, 144, 154].map((cx, index) => (
            <circle key={cx} cx={cx} cy={index % 2 ? 70 : 76} r="14" />
          ))}
          <circle cx="84" cy="90" r="10" />
          <circle cx="156" cy="90" r="10" />
        </g>
      ) : null}
      {/* face */}
      <circle cx="106" cy="112" r="4" fill="#1f1a17" />
      <circle cx="134" cy="112" r="4" fill="#1f1a17" />
      <path d="M108 132c6 6 18 6 24 0" fill="none" stroke="#1f1a17" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export const Portrait = artFile("portrait", PortraitSvg);

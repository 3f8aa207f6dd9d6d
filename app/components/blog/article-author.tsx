import type { ReactNode } from "react";
import { Avatar } from "~/components/sections/avatar";

/**
 * The article's byline: the author's photo from the media library (or illustrated initials), name
 * and bio (spec's authorBio), with the date line passed as children.
 */
export function ArticleAuthor({
  name,
  bio,
  avatarUrl,
  children,
}: {
  name: string;
  bio: string | null;
  avatarUrl: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3" data-article-author>
      {avatarUrl ? (
        // The name is written next to it: the photo adds nothing a screen reader should repeat.
        <img
          src={avatarUrl}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="size-12 shrink-0 rounded-full bg-slate-100 object-cover"
        />
      ) : (
        <Avatar name={name} size={48} />
      )}
      <div>
        <p className="font-semibold text-ink">{name}</p>
        {bio ? <p className="mt-0.5 max-w-md text-sm text-muted">{bio}</p> : null}
        {children}
      </div>
    </div>
  );
}

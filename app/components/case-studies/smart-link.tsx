import { Link } from "react-router";

/** An in-page anchor ("#results") stays a plain link; anything else is a router Link. */
export function SmartLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: React.ReactNode;
}) {
  if (to.startsWith("#")) {
    return (
      <a href={to} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link discover="none" to={to} className={className}>
      {children}
    </Link>
  );
}

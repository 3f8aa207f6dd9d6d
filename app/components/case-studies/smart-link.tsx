import { Link } from "react-router";

/** An in-page anchor ("#results") stays a plain link; anything else is a router Link. */
export function SmartLink({ to, ...props }: { to: string; className?: string; children: React.ReactNode }) {
  return to.startsWith("#") ? <a href={to} {...props} /> : <Link discover="none" to={to} {...props} />;
}

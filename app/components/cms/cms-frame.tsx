import { LogOut, UserRound } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { LogoMark } from "~/components/layout/logo";
import { Button } from "~/components/ui/button";

/** The CMS's own chrome (it sits outside the public layout): a slim top bar and a tinted canvas. */
export function CmsFrame({ username, children }: { username?: string; children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Link
            to={username ? "/cms/dashboard" : "/cms/login"}
            className="flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <LogoMark className="size-8" />
            <span className="font-display text-base leading-tight font-extrabold text-ink">
              Hearthstone
              <span className="block text-xs font-semibold tracking-wide text-brand-700">CONTENT STUDIO</span>
            </span>
          </Link>
          {username ? <SignOutButton username={username} /> : null}
        </div>
      </header>
      {/* id "main": the skip link (app/root.tsx) leads here as on the public pages. */}
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
    </div>
  );
}

/** A form, so signing out works without JavaScript too; the page action ends the session. */
function SignOutButton({ username }: { username: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/cms/logout";
  return (
    <div className="flex items-center gap-3">
      <span className="hidden text-sm text-muted sm:inline">
        Signed in as <strong className="font-semibold text-ink">{username}</strong>
      </span>
      {/* The signed-in author's own profile (name, bio, photo on their articles). */}
      <Button asChild variant="ghost" size="sm">
        <Link to="/cms/profile">
          <UserRound aria-hidden />
          Profile
        </Link>
      </Button>
      <Form method="post" action="/cms/logout" replace>
        <Button type="submit" variant="outline" size="sm" disabled={busy}>
          <LogOut aria-hidden />
          Sign out
        </Button>
      </Form>
    </div>
  );
}

import { NavLink, Outlet } from "react-router";
import { NewPostButton } from "~/components/cms/new-post-button";
import { sectionsFor } from "~/components/cms/cms-sections";
import { PossibleLeadsBadge } from "~/components/cms/inbox/spam-count";
import { cn } from "~/lib/utils";
import { useCmsShell } from "./cms.shell";

/** The dashboard's sections (spec 2.16's tabs), each its own address: greeting, New Post, section bar. */
export default function CmsSections() {
  const { user, spam } = useCmsShell();
  return (
    <div className="container-page py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="eyebrow">Content Studio</p>
          <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-ink sm:text-4xl">
            Welcome back, {user.displayName}
          </h1>
          <p className="mt-2 text-sm text-muted">Write, schedule and publish Marketing Hub articles.</p>
        </div>
        <NewPostButton size="lg" className="self-start sm:self-auto" />
      </div>

      {/* On a phone the tabs are a grid of three a row (no tab left alone on a row, every one a
          44 px tap target) rather than run off the screen. */}
      <nav aria-label="Dashboard sections" className="mt-6 sm:mt-8">
        <ul className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex sm:flex-nowrap">
          {sectionsFor(user.role).map((section) => (
            <li key={section.path} className="flex">
              <NavLink
                to={section.path}
                // The Posts tab stays marked in its Trash (/cms/posts/trash), Settings in its Webhooks.
                end={section.path !== "/cms/posts" && section.path !== "/cms/settings"}
                className={({ isActive }) =>
                  cn(
                    "flex min-h-11 w-full items-center justify-center gap-2 rounded-lg px-2 py-1.5 text-sm font-semibold sm:min-h-0 sm:px-4 sm:py-2",
                    isActive ? "bg-white text-ink shadow-sm" : "text-muted hover:text-ink",
                  )
                }
              >
                <section.icon className="hidden size-4 sm:block" aria-hidden />
                {section.label}
                {section.path === "/cms/inbox" && spam.possibleLeads > 0 ? (
                  <PossibleLeadsBadge count={spam.possibleLeads} />
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}

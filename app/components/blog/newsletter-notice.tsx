import type { ReactNode } from "react";

/**
 * The centered card of the newsletter confirm and unsubscribe pages: an icon, the heading,
 * one paragraph and the page's button (or form) below it.
 */
export function NewsletterNotice({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="container-page section">
      <div className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-card sm:p-12">
        {icon}
        <h1 className="mt-4 text-3xl font-extrabold">{title}</h1>
        <p className="mt-4 text-ink-soft">{text}</p>
        {children}
      </div>
    </section>
  );
}

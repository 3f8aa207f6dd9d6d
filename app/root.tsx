import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "react-router";
import { LazyPublicErrorPage } from "~/components/sections/lazy-public-error-page";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import webFonts from "./fonts.css?url";
import { AttributionCapture } from "~/components/attribution-capture";
import { HydrationSignal } from "~/components/hydration-signal";
import { SkipLink } from "~/components/layout/skip-link";
import { Toaster } from "~/components/ui/toast";
import { useNonce } from "~/lib/nonce";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "~/lib/public-origin";
import { rerenderedSettingsContext, requestContext } from "~/lib/request-context";
import { defaultSiteSettings } from "~/lib/site-settings";
import { WebFonts } from "~/lib/web-fonts";

export const links: Route.LinksFunction = () => [
  // A linked, immutable file (ADR 0053): written into every page it was most of each page's bytes.
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // The web manifest is linked after the first paint: the <noscript data-after-paint> below.
];

/**
 * Runs at build time for prerendered pages (no request context: the placeholder origin, swapped by
 * the server) and per request otherwise.
 */
export async function loader({ context }: Route.LoaderArgs) {
  // A page prerendered again at runtime is given the changed settings (.server/http/prerendered.ts).
  const values = context.get(requestContext);
  if (!values) {
    return {
      publicUrl: PUBLIC_ORIGIN_PLACEHOLDER,
      settings: context.get(rerenderedSettingsContext) ?? defaultSiteSettings,
    };
  }
  const [{ getConfig }, { getSiteSettings }] = await Promise.all([
    import("~/.server/config"),
    import("~/.server/services/settings"),
  ]);
  // Pages keep working on the defaults while the database cannot be read.
  const settings = await (values.siteSettings?.() ?? getSiteSettings()).catch(() => defaultSiteSettings);
  return { publicUrl: getConfig().PUBLIC_URL, settings };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1842b8" />
        <Meta />
        <WebFonts href={webFonts} nonce={nonce} />
        <Links />
        {/* Linked after the first paint (lib/after-paint.ts); with credentials to share the page's connection. */}
        <noscript data-after-paint="">
          <link rel="manifest" href="/site.webmanifest" crossOrigin="use-credentials" />
        </noscript>
        {/* No first paint until the header is whole: a half-received one would shift its navigation. */}
        <link rel="expect" href="#main" {...{ blocking: "render" }} />
      </head>
      <body>
        <SkipLink />
        {children}
        <Toaster />
        <AttributionCapture />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <HydrationSignal />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Errors outside the public layout (the CMS sign-in, a demo's loader): the public frame. */
export function ErrorBoundary() {
  return <LazyPublicErrorPage error={useRouteError()} />;
}

import { type MetaDescriptor, useRouteLoaderData } from "react-router";
import { notFoundMeta } from "~/content/not-found";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImagePath } from "~/lib/og-image";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "~/lib/public-origin";
import { withoutSecrets } from "~/lib/secret-paths";
import { siteSettingsFrom } from "~/lib/site-settings";

type MetaArgs = {
  location: { pathname: string };
  // biome-ignore lint/suspicious/noExplicitAny: route matches carry each route's own loader data
  matches: ReadonlyArray<{ id: string; data?: any } | undefined>;
};

export type PageMetaOptions = {
  title: string;
  description: string;
  /** Defaults to the current path. */
  path?: string;
  image?: string;
  type?: "website" | "article" | "product";
  noindex?: boolean;
  /** JSON-LD objects for this page. */
  jsonLd?: object[];
};

/** What the root loader gives every page (app/root.tsx). */
type RootData = { publicUrl: string } | undefined;

/** The root loader's PUBLIC_URL, for absolute links (prerendering writes the placeholder the server replaces). */
export function publicUrlFrom(matches: MetaArgs["matches"]): string {
  const root: RootData = matches.find((match) => match?.id === "root")?.data;
  return root?.publicUrl ?? PUBLIC_ORIGIN_PLACEHOLDER;
}

/** PUBLIC_URL in a component (the same root loader data as publicUrlFrom). */
export function usePublicUrl(): string {
  return (useRouteLoaderData("root") as RootData)?.publicUrl ?? PUBLIC_ORIGIN_PLACEHOLDER;
}

/** `path` on the site origin: a request's path is client input ("//evil.example"); an http(s) URL is kept. */
export function absoluteUrl(publicUrl: string, path: string) {
  if (/^https?:\/\/[^/\\]/i.test(path)) {
    try {
      return new URL(path).toString();
    } catch {
      // not a URL after all: treated as a path below
    }
  }
  const url = new URL(publicUrl);
  // Path only; runs of slashes and backslashes are one separator (the setter never changes the origin).
  const pathname = path.split(/[?#]/, 1)[0];
  const segments = pathname.split(/[\\/]+/).filter(Boolean);
  url.pathname = segments.join("/") + (segments.length > 0 && /[\\/]$/.test(pathname) ? "/" : "");
  url.search = "";
  url.hash = "";
  return url.toString();
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMeta(args: MetaArgs, options: PageMetaOptions): MetaDescriptor[] {
  const publicUrl = publicUrlFrom(args.matches);
  // An invitation's or an order's address is its key: never in a tag others (and crawlers) read.
  const url = absoluteUrl(publicUrl, withoutSecrets(options.path ?? args.location.pathname));
  const siteName = siteSettingsFrom(args.matches).business.name;
  const title = options.title.includes(siteName) ? options.title : `${options.title} | ${siteName}`;
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: options.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: options.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: options.description },
  ];
  if (options.image) {
    const image = absoluteUrl(publicUrl, options.image);
    descriptors.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  } else {
    // The page's generated card (scripts/og-images.mjs, /og/blog/{slug}.png), 1200x630 PNG.
    const path = options.path ?? args.location.pathname;
    const image = absoluteUrl(publicUrl, ogImagePath(path, { noindex: options.noindex }));
    descriptors.push(
      { property: "og:image", content: image },
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:width", content: String(OG_IMAGE_WIDTH) },
      { property: "og:image:height", content: String(OG_IMAGE_HEIGHT) },
      { property: "og:image:alt", content: title },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: title },
    );
  }
  if (options.noindex) descriptors.push({ name: "robots", content: "noindex" });
  for (const item of options.jsonLd ?? []) descriptors.push({ "script:ld+json": item });
  return descriptors;
}

/** Options beside the title and description, fixed or read from the meta function's arguments. */
type MetaExtras = Partial<PageMetaOptions> | ((args: MetaArgs) => Partial<PageMetaOptions>);

/** pageMeta with the title and description of a page's copy (its metaTitle and metaDescription). */
export const copyMeta =
  (copy: { metaTitle: string; metaDescription: string }, extras: MetaExtras = {}) =>
  (args: MetaArgs) =>
    pageMeta(args, {
      title: copy.metaTitle,
      description: copy.metaDescription,
      ...(typeof extras === "function" ? extras(args) : extras),
    });

/** A not-found page's title and noindex, where no pageMeta can run (no loader data, no path to claim). */
export const notFoundMetaTags = (matches: MetaArgs["matches"]): MetaDescriptor[] => [
  { title: `${notFoundMeta.title} | ${siteSettingsFrom(matches).business.name}` },
  { name: "robots", content: "noindex" },
];

/** A staff page's meta: its title and description, never indexed. */
export const cmsMeta = (title: string, description: string) => (args: MetaArgs) =>
  pageMeta(args, { title, description, noindex: true });

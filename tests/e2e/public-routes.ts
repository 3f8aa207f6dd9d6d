import type { APIRequestContext } from "@playwright/test";
import { prerenderedPaths } from "../../app/content/prerender";

/**
 * Every public page the SEO, accessibility and Lighthouse checks visit: the prerendered pages,
 * the blog listing and one article (the newest published post, asked from the API).
 */
export const staticPublicRoutes: string[] = [...prerenderedPaths, "/blog"];

export async function newestArticlePath(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/blog/posts?limit=1");
  const posts = (await response.json()) as { slug: string }[];
  const slug = posts[0]?.slug;
  if (!slug) throw new Error("no published post to check");
  return `/blog/${slug}`;
}

export async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  return [...staticPublicRoutes, await newestArticlePath(request)];
}

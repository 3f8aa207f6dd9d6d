import { getConfig } from "~/.server/config";
import { feedPosts } from "~/.server/services/posts/blog";
import { getSiteSettings } from "~/.server/services/settings";
import { blogFeed } from "~/content/blog";
import { escapeXml } from "~/lib/markup-escape";
import { firstParagraph } from "~/lib/plain-text";

/** RSS 2.0 feed of published posts, newest first, with absolute links from PUBLIC_URL. */
export async function loader() {
  const base = getConfig().PUBLIC_URL.replace(/\/+$/, "");
  const [posts, settings] = await Promise.all([feedPosts(50), getSiteSettings()]);
  const items = posts
    .map((post) => {
      const link = `${base}/blog/${encodeURIComponent(post.slug)}`;
      const categories = post.categories
        .map((category) => `      <category>${escapeXml(category)}</category>`)
        .join("\n");
      return [
        "    <item>",
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <description>${escapeXml(post.excerpt.trim() || firstParagraph(post.lead))}</description>`,
        `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
        `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
        categories,
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n");
    })
    .join("\n");
  const lastBuild = posts[0] ? new Date(posts[0].publishedAt).toUTCString() : new Date(0).toUTCString();
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(blogFeed.title(settings.business.name))}</title>
    <link>${escapeXml(`${base}/blog`)}</link>
    <atom:link href="${escapeXml(`${base}${blogFeed.href}`)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(blogFeed.description)}</description>
    <language>en-us</language>
    <lastBuildDate>${lastBuild}</lastBuildDate>
${items}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}

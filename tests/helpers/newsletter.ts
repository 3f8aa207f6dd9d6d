import { sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { blogPosts, newsletterBlocks, newsletterSubscribers } from "~/.server/db/schema";
import { unsubscribeTokenFor } from "~/.server/services/newsletter/newsletter";
import { hashToken } from "~/.server/services/staff/sessions";

export async function seedPost(
  db: Db,
  overrides: Partial<typeof blogPosts.$inferInsert> = {},
): Promise<typeof blogPosts.$inferSelect> {
  const id = overrides.id ?? `nl-${Math.random().toString(36).slice(2, 10)}`;
  const [post] = await db
    .insert(blogPosts)
    .values({
      id,
      slug: id,
      title: "Five fixes for a slow plumbing website",
      excerpt: "What to change first when calls dry up.",
      content:
        "Speed matters.\n\n## First\n\nRead [our SEO guide](/services/seo) and [Google](https://www.google.com/).\n\n<script>alert(1)</script>\n\n| A | B |\n|---|---|\n| 1 | 2 |",
      author: "Dana Reyes",
      readingTime: "3 min read",
      featuredImage: "/images/blog/plumbing.jpg",
      featuredImageAlt: "A plumber fixing a sink",
      isPublished: true,
      publishedAt: new Date(Date.now() - 60_000),
      ...overrides,
    })
    .returning();
  return post;
}

/**
 * Subscribers in one statement: `count` rows of `status` named `<prefix><n>@example.com`. Their
 * unsubscribe token hashes are placeholders; `withTokens` makes the few a test clicks real.
 */
export async function seedSubscribers(db: Db, count: number, status: string, prefix: string) {
  await db.execute(sql`
    insert into ${newsletterSubscribers} (email, status, unsubscribe_token_hash, confirmed_at)
    select ${prefix} || n || '@example.com', ${status}, md5(${prefix} || n), now()
    from generate_series(1, ${count}) as n`);
}

export async function withRealToken(db: Db, email: string): Promise<string> {
  const rows = await db.execute(sql`select id from ${newsletterSubscribers} where email = ${email}`);
  const id = (rows as unknown as { rows: { id: string }[] }).rows[0].id;
  const token = await unsubscribeTokenFor(id);
  await db.execute(
    sql`update ${newsletterSubscribers} set unsubscribe_token_hash = ${hashToken(token)} where id = ${id}`,
  );
  return token;
}

export async function block(db: Db, email: string) {
  await db.insert(newsletterBlocks).values({ email, blockedBy: "test" });
}

export type ParsedMail = { headers: Record<string, string>; html: string; text: string };

/** Enough MIME for nodemailer's output: unfolded headers, and the decoded text and HTML parts. */
export function parseMail(raw: string): ParsedMail {
  const [head] = raw.split(/\r?\n\r?\n/, 1);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const at = line.indexOf(":");
    if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]);
  const parts = boundaries.reduce<string[]>(
    (pieces, boundary) => pieces.flatMap((piece) => piece.split(`--${boundary}`)),
    [raw],
  );
  const part = (type: string) => {
    const piece = parts.find((candidate) => new RegExp(`^\\s*Content-Type: ${type}`, "i").test(candidate));
    if (!piece) return "";
    const [partHead, ...rest] = piece.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    const body = rest.join("\r\n\r\n").replace(/\r?\n$/, "");
    const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(partHead)?.[1]?.toLowerCase();
    if (encoding === "base64") return Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8");
    if (encoding === "quoted-printable") {
      const bytes = body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    }
    return body;
  };
  return { headers, html: part("text/html"), text: part("text/plain") };
}

/**
 * Single-line fields staff type refuse line breaks and control characters with a field message,
 * and a capability address (an invitation's token, a reset link's query, an order's key) never
 * reaches a page's canonical link or og:url.
 */
import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/lib/schemas/fields";
import { mediaAltSchema } from "~/lib/schemas/media";
import { pageMeta } from "~/lib/meta";
import { postDraftSchema, postFormSchema } from "~/lib/schemas/post";
import { profileFormSchema } from "~/lib/schemas/profile";
import { SINGLE_LINE_MESSAGE } from "~/lib/schemas/single-line";
import { meta as inviteMeta } from "~/routes/cms.invite";
import { meta as orderMeta } from "~/routes/order-confirmation";
import { meta as resetMeta } from "~/routes/cms.reset-password";

const breaks = [
  "Line one\r\nBcc: someone@example.com",
  "a\nb",
  "a\rb",
  "tab\there",
  "nul\u0000",
  "nel\u0085x",
  "ls\u2028x",
];

describe("single-line fields staff type", () => {
  const post = { title: "A title", content: "Body.", author: "Ada Byline" };
  it.each(breaks)("refuse %j with a field message", (value) => {
    const cases: [string, { safeParse(input: unknown): { success: boolean; error?: unknown } }, object][] = [
      ["title", postFormSchema, { ...post, title: value }],
      ["author", postFormSchema, { ...post, author: value }],
      ["seoTitle", postFormSchema, { ...post, seoTitle: value }],
      ["featuredImageAlt", postFormSchema, { ...post, featuredImageAlt: value }],
      ["categories.0", postFormSchema, { ...post, categories: [value] }],
      ["tags.0", postFormSchema, { ...post, tags: [value] }],
      ["title", postDraftSchema, { title: value }],
      ["displayName", profileFormSchema, { displayName: value }],
      ["alt", mediaAltSchema, { alt: value }],
    ];
    for (const [field, schema, input] of cases) {
      const parsed = schema.safeParse(input);
      expect(parsed.success, `${field} ${JSON.stringify(value)}`).toBe(false);
      const errors = fieldErrors(parsed.error as Parameters<typeof fieldErrors>[0]);
      expect(errors[field], field).toBe(SINGLE_LINE_MESSAGE);
    }
  });

  it("keep ordinary text, and a trailing line break is trimmed, not refused", () => {
    const parsed = postFormSchema.parse({
      ...post,
      title: "Café prices — 2026 edition\n",
      seoTitle: "SEO: 10% off",
    });
    expect(parsed.title).toBe("Café prices — 2026 edition");
    expect(parsed.seoTitle).toBe("SEO: 10% off");
    // Multi-line fields keep their lines.
    expect(postFormSchema.parse({ ...post, content: "One\n\nTwo" }).content).toBe("One\n\nTwo");
  });
});

const TOKEN = "q7Vd2Lk9_xR4mZp0aTn8Bw3sYc6Ue1HjGf5KoNiEl2M";
const root = { id: "root", data: { publicUrl: "https://www.hearthstone.example" } };
// biome-ignore lint/suspicious/noExplicitAny: the meta functions' generated argument types
const args = (pathname: string, extra: Record<string, unknown> = {}): any => ({
  location: { pathname, search: `?token=${TOKEN}`, hash: "" },
  matches: [root],
  params: {},
  data: undefined,
  loaderData: undefined,
  ...extra,
});
const addresses = (descriptors: ReturnType<typeof pageMeta>) =>
  descriptors.flatMap((item) => {
    const entry = item as Record<string, string>;
    if (entry.rel === "canonical") return [entry.href];
    if (entry.property === "og:url") return [entry.content];
    return [];
  });

describe("canonical link and og:url", () => {
  it("never carry an invitation's, a reset link's or an order's token", () => {
    const pages = [
      {
        meta: inviteMeta(args(`/cms/invite/${TOKEN}`)),
        expected: "https://www.hearthstone.example/cms/invite",
      },
      {
        meta: resetMeta(args("/cms/reset-password")),
        expected: "https://www.hearthstone.example/cms/reset-password",
      },
      { meta: orderMeta(args(`/orders/${TOKEN}`)), expected: "https://www.hearthstone.example/orders" },
      // A capability address no list names yet: its token-like segment is left out.
      {
        meta: pageMeta(args(`/account/claim/${TOKEN}`), { title: "Claim", description: "x" }),
        expected: "https://www.hearthstone.example/account/claim",
      },
    ];
    for (const page of pages) {
      const found = addresses(page.meta);
      expect(found).toHaveLength(2);
      for (const address of found) {
        expect(address).toBe(page.expected);
        expect(address).not.toContain(TOKEN);
      }
    }
  });

  it("keep an article's slug", () => {
    const article = pageMeta(args("/blog/how-plumbers-win-more-calls-in-2026"), {
      title: "T",
      description: "D",
    });
    expect(addresses(article)).toEqual([
      "https://www.hearthstone.example/blog/how-plumbers-win-more-calls-in-2026",
      "https://www.hearthstone.example/blog/how-plumbers-win-more-calls-in-2026",
    ]);
  });
});

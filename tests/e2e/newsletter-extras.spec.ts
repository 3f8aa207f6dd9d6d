import fs from "node:fs";
import path from "node:path";
import { DEMO_ACCOUNT_EMAIL } from "../../app/.server/demo-account";
import { signIn } from "./cms-helpers";
import { e2eDataDir, expect, test } from "./fixtures";

/**
 * The newsletter's images as mail programs get them, and the subscriber list in and out as CSV.
 */
const mailDir = path.join(e2eDataDir, "mail");

/** The decoded text of the .eml files whose name has `kind` and whose text passes `match`. */
function mails(kind: string, match: (text: string) => boolean): string[] {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .filter((name) => name.includes(kind) && name.endsWith(".eml"))
    .map((name) =>
      fs
        .readFileSync(path.join(mailDir, name), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    )
    .filter(match);
}

test("a post whose featured image is SVG art is mailed with a PNG that loads, in the mail and in the preview", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  const listed = await (await page.request.get("/api/cms/blog/posts")).json();
  const posts = (Array.isArray(listed) ? listed : listed.items) as {
    id: string;
    title: string;
    featuredImage: string | null;
  }[];
  const post = posts.find((item) => /^\/blog\/[\w-]+\.svg$/.test(item.featuredImage ?? ""));
  expect(post, "a seeded post with the blog's SVG art").toBeDefined();
  if (!post) return;
  const art = path.basename(post.featuredImage ?? "", ".svg");

  await page.goto(`/cms/posts/${post.id}`);
  const panel = page.getByRole("region", { name: "Newsletter" });
  await panel.getByRole("radio", { name: /^Email only/ }).check();

  // The preview shows the featured image loaded, from the address subscribers get.
  await panel.getByRole("button", { name: "Desktop preview" }).click();
  const frame = page
    .getByRole("dialog", { name: /^Email preview/ })
    .locator("iframe")
    .contentFrame();
  const image = frame.locator("img").first();
  await expect(image).toHaveAttribute("src", new RegExp(`/mail-images/blog/${art}\\.png$`));
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  await page.keyboard.press("Escape");

  // The mail as sent: the same PNG at an absolute URL that answers 200 image/png to anyone.
  // Test sends go to staff addresses only: the signed-in account's own.
  const to = DEMO_ACCOUNT_EMAIL;
  await panel.getByLabel("Send a test to").fill(to);
  await panel.getByRole("button", { name: "Send test" }).click();
  await expect(panel.getByRole("status")).toHaveText(`A test was sent to ${to}.`);
  let sent = "";
  await expect
    .poll(() => {
      [sent = ""] = mails(
        "newsletter-test",
        (text) => text.includes(`To: ${to}`) && text.includes(`/mail-images/blog/${art}.png`),
      );
      return sent;
    })
    .not.toBe("");
  const srcs = [...sent.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
  const origin = new URL(page.url()).origin;
  expect(srcs[0]).toBe(`${origin}/mail-images/blog/${art}.png`);
  for (const src of srcs) expect(src).not.toMatch(/\.svg$/);
  const response = await page.request.get(srcs[0]);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(response.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
  expect((await response.body()).subarray(1, 4).toString()).toBe("PNG");
  // The site's own art (a static file) is loadable from other origins too; its pages are not.
  const svg = await page.request.get(post.featuredImage ?? "");
  expect(svg.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
  const html = await page.request.get("/blog");
  expect(html.headers()["cross-origin-resource-policy"]).toBe("same-origin");
});

test.describe("subscribers CSV, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a file with a bad row imports nothing and names the row; fixed, it imports; the export has them", async ({
    page,
  }) => {
    const stamp = Date.now();
    const ana = `ana-${stamp}@import.example`;
    const bo = `bo-${stamp}@import.example`;
    await signIn(page, { javaScript: false });
    await page.goto("/cms/inbox?view=subscribers");
    const section = page.getByRole("region", { name: "Import subscribers" });
    const upload = async (csv: string) => {
      await section.getByLabel("CSV file").setInputFiles({
        name: "list.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(csv),
      });
      await section.getByRole("button", { name: "Import" }).click();
    };

    await upload(
      `email,name,consented_at,consent\n${ana},Ana,2025-03-14,Signed up at the Home Show\n${bo}x@,Bo,,\n`,
    );
    const alert = page.getByRole("region", { name: "Import subscribers" }).getByRole("alert");
    await expect(alert).toContainText("1 row needs fixing. Nothing was imported.");
    await expect(alert.getByRole("listitem")).toHaveText([
      `Line 3: “${bo}x@” is not a valid e-mail address.`,
    ]);
    await page.goto(`/cms/inbox?view=subscribers&q=${stamp}`);
    await expect(page.getByTestId("subscriber-row")).toHaveCount(0);

    await upload(
      `email,name,consented_at,consent\n${ana},Ana,2025-03-14,Signed up at the Home Show\n${bo},Bo,,\n`,
    );
    await expect(page.getByRole("region", { name: "Import subscribers" }).getByRole("status")).toHaveText(
      "Imported: 1 confirmed, 1 sent a confirmation mail.",
    );
    await page.goto(`/cms/inbox?view=subscribers&q=${stamp}`);
    const rows = page.getByTestId("subscriber-row");
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: ana })).toContainText("Confirmed");
    await expect(rows.filter({ hasText: bo })).toContainText("Pending");

    const csv = await (await page.request.get(`/api/cms/subscribers/export.csv?q=${stamp}`)).text();
    expect(csv).toContain(`${ana},Ana,confirmed,import,`);
    expect(csv).toContain("Signed up at the Home Show");
    expect(csv).toContain(`${bo},Bo,pending,import,`);
  });
});

import sharp from "sharp";
import { postListAction, signIn, uploadToLibrary } from "./cms-helpers";
import { expect, test } from "./fixtures";

/**
 * Images in use: the media library shows which posts use each image, and deleting a
 * used image asks, names the posts, and keeps the image unless the person chooses otherwise.
 */
test("the library names the posts that use an image, and deleting it asks first (keeping is the default)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const origin = new URL(page.url()).origin;
  const filename = `used-hero-${Date.now()}.png`;
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();
  const id = await uploadToLibrary(page, { name: filename, png, alt: "A blue hero" });
  const title = `Uses The Blue Hero ${Date.now()}`;
  // A draft, deleted at the end: the suite shares one database, and a post whose image this test
  // deletes would show a broken image (a 404) to every later test that lists or opens it.
  const created = await page.request.post("/api/cms/blog/posts", {
    headers: { origin },
    data: {
      title,
      content: "Words.",
      author: "Dana Brooks",
      featuredImage: `/media/${id}.webp`,
      isPublished: false,
    },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as { id: string };

  await page.getByRole("link", { name: "Media" }).first().click();
  await page.getByLabel("Search by file name or alt text").fill(filename);
  await page.getByLabel("Search by file name or alt text").press("Enter");
  const card = page.getByTestId("media-item").filter({ hasText: filename });
  await expect(card.getByRole("list", { name: "Used in" }).getByRole("link", { name: title })).toBeVisible();

  // Delete asks, names the post, and the focus is on keeping the image.
  await card.getByText("Delete", { exact: true }).click();
  await expect(card.getByRole("alert")).toContainText(`Used in 1 post: “${title}”`);
  const keep = card.getByRole("button", { name: "Keep image" });
  await expect(keep).toBeFocused();
  await keep.click();
  await expect(keep).toBeHidden();
  await page.reload();
  await expect(card).toBeVisible();
  expect((await page.request.get(`/media/${id}.webp`)).status()).toBe(200);

  // Chosen on purpose, it goes.
  await card.getByText("Delete", { exact: true }).click();
  await card.getByRole("button", { name: "Delete anyway" }).click();
  await expect(card).toHaveCount(0);
  expect((await page.request.get(`/media/${id}.webp`)).status()).toBe(404);
  await postListAction(page.request, origin, "delete", post.id);
});

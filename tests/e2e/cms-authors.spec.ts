import sharp from "sharp";
import { signIn, uploadToLibrary } from "./cms-helpers";
import { newPost, publishFirstTime, slugOf } from "./editor-helpers";
import { expect, test } from "./fixtures";

/**
 * Staff author profiles on the screen: the CMS links to the profile, the editor picks
 * an author from the staff profiles (guests stay free text), the article's byline shows the
 * profile's name, bio and photo, and the profile counts the posts that name its author.
 */
test.describe("author profiles", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the editor's author picker puts the profile's name, bio and photo on the article, and the profile counts it", async ({
    page,
  }) => {
    await signIn(page);
    const alt = `Portrait of the author ${Date.now()}`;
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#b45309" } })
      .png()
      .toBuffer();
    const photoId = await uploadToLibrary(page, { name: `author-portrait-${Date.now()}.png`, png, alt });

    // The profile, reached from the CMS chrome.
    await page.getByRole("banner").getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/cms\/profile$/);
    const count = page.getByText(/posts? names? you as (its|their) author/);
    const name = await page.getByLabel("Display name").inputValue();
    const bio = await page.getByLabel("Bio").inputValue();
    expect(name).not.toBe("");
    await page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: alt }) })
      .click();
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Profile saved." })).toBeVisible();

    // A post by that profile: the byline text is the profile's and cannot drift from it.
    const title = `Written By A Profile ${Date.now()}`;
    const form = await newPost(page, { title, content: "A post with a real byline." });
    const picker = form.getByLabel("Author profile");
    await picker.selectOption({ label: name });
    await expect(form.getByLabel("Author *")).toHaveValue(name);
    await expect(form.getByLabel("Author *")).toHaveAttribute("readonly", "");
    // A guest author stays free text.
    await picker.selectOption({ label: "Guest author (type the name)" });
    await form.getByLabel("Author *").fill("Guest Writer");
    await expect(form.getByLabel("Author *")).toHaveValue("Guest Writer");
    await picker.selectOption({ label: name });
    await expect(form.getByLabel("Author *")).toHaveValue(name);
    await publishFirstTime(page, form);
    await expect(page.getByText("Post created successfully", { exact: true })).toBeVisible();

    const browser = page.context().browser();
    if (!browser) throw new Error("no browser");
    const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const reader = await visitor.newPage();
    await reader.goto(`/blog/${slugOf(title)}`);
    const byline = reader.locator("[data-article-author]").first();
    await expect(byline).toContainText(name);
    if (bio) await expect(byline).toContainText(bio);
    await expect(byline.locator("img")).toHaveAttribute("src", new RegExp(photoId));
    await visitor.close();

    // The profile counts every post that names it, this one among them. Every post this shared
    // account makes names it, and other specs' come and go meanwhile: the count is compared with
    // the API's list, read at the same moment, rather than with a count read before.
    await expect
      .poll(
        async () => {
          const posts = (await (await page.request.get("/api/cms/blog/posts")).json()) as {
            title: string;
            authorId: string | null;
          }[];
          const own = posts.find((post) => post.title === title);
          const named = posts.filter((post) => own?.authorId && post.authorId === own.authorId).length;
          await page.goto("/cms/profile");
          const shown = Number((await count.textContent())?.match(/\d+/)?.[0]);
          return own?.authorId ? shown - named : null;
        },
        { timeout: 20_000 },
      )
      .toBe(0);

    // Back to the initials, as the demo account started.
    await page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: "No photo (initials)" }) })
      .click();
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Profile saved." })).toBeVisible();
  });
});

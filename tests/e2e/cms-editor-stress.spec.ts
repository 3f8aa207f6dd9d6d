import type { Locator, Page } from "@playwright/test";
import { hydrateCms, signIn } from "./cms-helpers";
import { chooseStatus, newPost, POST_URL, saveStatus } from "./editor-helpers";
import { expect, test } from "./fixtures";

/**
 * The editor cannot race (ADR 0029): one reducer around one fetcher, one request at
 * a time, every request naming its version. These tests type fast while the server answers
 * slowly and out of step, and read back what was stored.
 */

const editor = (page: Page) => page.getByRole("form", { name: /^(New|Edit) Post$/ });

/** Every save answer held back 0-1,500 ms (after the server has done the work); the statuses seen. */
async function slowSaveAnswers(page: Page) {
  const statuses: number[] = [];
  await page.route(/\/cms\/posts\/[^/]+\.data/, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const response = await route.fetch();
    statuses.push(response.status());
    await new Promise((done) => setTimeout(done, Math.random() * 1500));
    // A reload meanwhile has dropped the request in the browser: nothing to answer.
    await route.fulfill({ response }).catch(() => undefined);
  });
  return statuses;
}

/**
 * Adds `text` at the end of the field as one edit (one input event, as a paste or a phone's
 * word suggestion makes): the edits come faster than keystrokes would, and each is a change the
 * editor must keep and save. Coming from elsewhere, it first focuses the field and puts the caret
 * at its end; typing on in the same field goes on where the last edit ended, as a person's does.
 */
async function typeAtEnd(field: Locator, text: string, fromElsewhere: boolean) {
  if (fromElsewhere) await field.press("ControlOrMeta+End");
  await field.page().keyboard.insertText(text);
}

test.describe("post editor under load", () => {
  test("200 quick edits, slow shuffled answers and two reloads: nothing lost, no conflict", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signIn(page);
    const statuses = await slowSaveAnswers(page);
    await newPost(page, { title: "Stress", content: "Start" });
    const address = page.url();
    // Every chunk starts with a space: the server trims the fields, so none ends with one.
    let title = "Stress";
    let content = "Start";
    const rounds = [70, 70, 60];
    for (const [round, edits] of rounds.entries()) {
      const form = editor(page);
      let focused = "";
      for (let edit = 0; edit < edits; edit++) {
        const chunk = ` ${round}.${edit}`;
        const label = edit % 10 === 9 ? "Title *" : "Content *";
        await typeAtEnd(form.getByLabel(label), label === "Title *" ? ` ${edit}` : chunk, focused !== label);
        focused = label;
        if (label === "Title *") title += ` ${edit}`;
        else content += chunk;
        // Leaving a field saves at once; typing on while that save is out queues the next.
        if (edit % 7 === 6) {
          await form.getByLabel("Tags").focus();
          focused = "Tags";
        }
        if (edit % 13 === 12) await page.waitForTimeout(Math.random() * 1000);
      }
      await expect(saveStatus(page)).toHaveText(/Saved/, { timeout: 30_000 });
      if (round === rounds.length - 1) break;
      await page.reload();
      await hydrateCms(page);
      expect(page.url()).toBe(address);
      await expect(editor(page).getByLabel("Content *")).toHaveValue(content);
      await expect(editor(page).getByLabel("Title *")).toHaveValue(title);
    }
    // What the server stored, read afresh.
    await page.reload();
    await hydrateCms(page);
    await expect(editor(page).getByLabel("Content *")).toHaveValue(content);
    await expect(editor(page).getByLabel("Title *")).toHaveValue(title);
    expect(statuses.length).toBeGreaterThan(5);
    // No refusal, no conflict (202 is the router's redirect answer: "New Post" opening the editor).
    expect(statuses.filter((status) => status >= 400)).toEqual([]);
  });
});

/** The publish date is the site's wall clock (America/Chicago), not the browser's. */
test.describe("publish date in the site's time zone", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("a browser in Tokyo schedules 9:00 AM Central, the instant staff meant", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const title = `Tokyo Schedules Chicago ${Date.now()}`;
    const form = await newPost(page, { title, content: "On time.", author: "Dana Brooks" });
    const date = form.getByLabel("Publish date (Central Time)");
    await date.fill("2099-03-01T09:00");
    await chooseStatus(form, "Published");
    await expect(form.getByText("Scheduled: the post goes live on this date.")).toBeVisible();
    await form.getByRole("button", { name: "Schedule", exact: true }).click();
    const ask = page.getByRole("dialog", { name: "Schedule this post?" });
    await expect(ask).toContainText("from Mar 1, 2099, 9:00 AM CST");
    await ask.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(page.getByText("Post created successfully", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(POST_URL);
    const id = new URL(page.url()).pathname.split("/").pop();

    const posts = (await (await page.request.get("/api/cms/blog/posts")).json()) as {
      id: string;
      publishedAt: string;
    }[];
    expect(posts.find((post) => post.id === id)?.publishedAt).toBe("2099-03-01T15:00:00.000Z");
    // Reopened in Tokyo, the field still shows the Central wall clock.
    await page.reload();
    await hydrateCms(page);
    await expect(editor(page).getByLabel("Publish date (Central Time)")).toHaveValue("2099-03-01T09:00");
  });
});

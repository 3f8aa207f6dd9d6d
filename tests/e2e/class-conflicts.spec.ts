import type { Page } from "@playwright/test";
import { twMerge } from "tailwind-merge";
import { signIn } from "./cms-helpers";
import { expect, hydrate, test } from "./fixtures";
import { publicRoutes } from "./public-routes";

/**
 * `cn()` joins class names without merging them (app/lib/utils.ts): a component that received
 * `size-5` on top of its own `size-6` would get both, and the stylesheet's order, not the
 * caller, would pick one. These checks walk the rendered pages and report any element whose
 * class list holds two utilities for the same property, as tailwind-merge (here only, in the
 * tests) sees them.
 */

type Conflict = { page: string; dropped: string; classes: string };

function conflictsIn(page: string, classLists: string[]): Conflict[] {
  const found: Conflict[] = [];
  for (const list of classLists) {
    const classes = list.trim().split(/\s+/).filter(Boolean);
    const kept = new Set(twMerge(classes.join(" ")).split(" "));
    const dropped = classes.filter((name) => !kept.has(name));
    const duplicated = classes.length !== new Set(classes).size;
    if (dropped.length || duplicated)
      found.push({ page, dropped: dropped.join(" ") || "(a class twice)", classes: classes.join(" ") });
  }
  return found;
}

const classListsOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("[class]")].map((element) => element.getAttribute("class") ?? ""),
  );

test("public pages render no conflicting utilities, as served and with their forms' errors shown", async ({
  page,
  request,
}) => {
  const found: Conflict[] = [];
  for (const path of await publicRoutes(request)) {
    const html = await (await request.get(path)).text();
    const lists = [...html.matchAll(/\sclass="([^"]*)"/g)].map((match) => match[1].replaceAll("&amp;", "&"));
    found.push(...conflictsIn(path, lists));
  }
  // States the HTML does not hold: the phone menu and the quick-contact panel open, a lead
  // form's field errors after React has taken over.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/contact");
  await page.getByRole("button", { name: "Menu" }).click();
  found.push(...conflictsIn("/contact, menu open", await classListsOf(page)));
  await page.keyboard.press("Escape");
  const form = page.locator('form[data-form="contact"]');
  await hydrate(page, form.getByLabel("Your name"));
  await expect(form).toHaveAttribute("data-ready", "true");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  found.push(...conflictsIn("/contact, field errors", await classListsOf(page)));
  await page.goto("/products");
  await page.getByRole("button", { name: "Quick contact options" }).click();
  await page.getByRole("button", { name: /Send Message/ }).click();
  await expect(page.getByRole("dialog", { name: "Quick Message" })).toBeVisible();
  found.push(...conflictsIn("/products, quick message open", await classListsOf(page)));
  expect(found).toEqual([]);
});

test("CMS screens render no conflicting utilities", async ({ page }) => {
  await signIn(page);
  const found: Conflict[] = [];
  const screens = [
    "/cms/dashboard",
    "/cms/posts",
    "/cms/inbox",
    "/cms/inbox?view=subscribers",
    "/cms/media",
    "/cms/settings",
    "/cms/profile",
    "/cms/posts/new",
  ];
  for (const path of screens) {
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    found.push(...conflictsIn(path, await classListsOf(page)));
  }
  // An existing post's editor, and its full preview dialog.
  await page.goto("/cms/posts");
  // A post's editor: new posts have UUID ids (ADR 0029); the Trash link is not a post.
  await page.locator('main a[href^="/cms/posts/"]:not([href$="/new"]):not([href$="/trash"])').first().click();
  await expect(page).toHaveURL(/\/cms\/posts\/(?!trash$)[\w-]+$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  found.push(...conflictsIn("editor", await classListsOf(page)));
  await page.getByRole("button", { name: "Full-screen preview" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  found.push(...conflictsIn("editor, full preview", await classListsOf(page)));
  expect(found).toEqual([]);
});

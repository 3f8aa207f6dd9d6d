import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_ACCOUNT } from "../../app/.server/demo-account";
import { expect } from "./fixtures";

/** The seeded demo account every CMS spec signs in with. */
export const DEMO = DEMO_ACCOUNT;

/**
 * The demo account's session cookie, kept for the rest of this worker's tests once one of them
 * has signed in through the screen: the login page, its hydration and the password hash are the
 * same work every time, and the sign-in itself has tests of its own (cms.spec.ts, a11y.spec.ts).
 */
let workerSession: Awaited<ReturnType<ReturnType<Page["context"]>["cookies"]>> | null = null;

/**
 * Signs in as staff do (the first time in a worker) and lands on the dashboard, hydrated unless
 * the page runs without JavaScript.
 */
export async function signIn(page: Page, { javaScript = true }: { javaScript?: boolean } = {}) {
  if (workerSession) {
    await page.context().addCookies(workerSession);
    await page.goto("/cms/dashboard");
    // A session another test ended sends the page to the login screen: sign in again.
    if (/\/cms\/dashboard$/.test(new URL(page.url()).pathname)) {
      // As after a sign-in through the screen: the dashboard is React's, so the next link is the router's.
      if (javaScript) await hydrateCms(page);
      return;
    }
    workerSession = null;
  }
  await page.goto("/cms/login");
  await page.getByLabel("Username").fill(DEMO.username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/cms\/dashboard$/);
  workerSession = await page.context().cookies();
}

/**
 * The CMS hydrates at load; a field filled before React owns it would not reach React's state.
 * Tests of React behaviour wait for the root's hydration signal first.
 */
export async function hydrateCms(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Chromium logs each failed request; drop the ones a test provokes on purpose, keep any other error. */
export function allowFailedResponses(consoleErrors: string[], status: number) {
  const expected = `the server responded with a status of ${status}`;
  for (let index = consoleErrors.length - 1; index >= 0; index--) {
    if (consoleErrors[index]?.includes(expected)) consoleErrors.splice(index, 1);
  }
}

/**
 * An image put in the media library as the Media screen's upload form posts it (and its alt text
 * as the screen's alt form saves it), with the signed-in page's session; returns the image's id.
 */
export async function uploadToLibrary(page: Page, file: { name: string; png: Buffer; alt?: string }) {
  const origin = new URL(page.url()).origin;
  const upload = await page.request.post("/cms/media", {
    headers: { origin },
    multipart: { intent: "upload", files: { name: file.name, mimeType: "image/png", buffer: file.png } },
  });
  expect(upload.status()).toBe(200);
  // The editor's image picker finds it by its file name.
  const found = await page.request.get(`/cms/post-media?q=${encodeURIComponent(file.name)}`);
  const { items } = (await found.json()) as { items: { id: string; filename: string }[] };
  const id = items.find((item) => item.filename === file.name)?.id ?? "";
  expect(id, `${file.name} in the library`).not.toBe("");
  if (file.alt) {
    const alt = await page.request.post("/cms/media", {
      headers: { origin },
      form: { intent: "alt", id, alt: file.alt },
    });
    expect(alt.status()).toBe(200);
  }
  return id;
}

/** The post editor's explicit save of these fields, posted to its page action as the editor posts it. */
export async function saveInEditor(
  request: APIRequestContext,
  origin: string,
  id: string,
  post: Record<string, unknown>,
) {
  const response = await request.post(`/cms/posts/${id}`, {
    headers: { origin, "content-type": "application/json" },
    data: { intent: "save", post },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A row action of the post list (publish, unpublish, delete), posted as its form posts it. */
export async function postListAction(request: APIRequestContext, origin: string, intent: string, id: string) {
  const response = await request.post("/cms/posts", { headers: { origin }, form: { intent, id } });
  expect(response.status(), await response.text()).toBe(200);
}

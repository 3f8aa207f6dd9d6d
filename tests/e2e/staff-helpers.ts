import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { signIn } from "./cms-helpers";
import { e2eDataDir, expect } from "./fixtures";

/** The password colleagues invited in the e2e tests choose. */
export const COLLEAGUE_PASSWORD = "saffron-lattice-meadow-48";

/**
 * The last link of a `kind` mail (written as .eml under the e2e server's DATA_DIR/mail, as there
 * is no SMTP server) sent to `email`, as a path on this host.
 */
export async function mailedLink(kind: string, email: string, linkPattern: RegExp): Promise<string> {
  const mailDir = path.join(e2eDataDir, "mail");
  let link = "";
  await expect
    .poll(
      () => {
        if (!fs.existsSync(mailDir)) return "";
        for (const file of fs
          .readdirSync(mailDir)
          // A finished mail only: the outbox writes each under a temporary name, then renames it.
          .filter((name) => name.includes(kind) && name.endsWith(".eml"))
          .sort()) {
          const text = fs.readFileSync(path.join(mailDir, file), "utf8").replace(/=\r?\n/g, "");
          if (!text.includes(email)) continue;
          link = text.match(linkPattern)?.[0]?.replace(/=3D/g, "=") ?? link;
        }
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  const url = new URL(link);
  return url.pathname + url.search;
}

/** The invitation link of the mail sent to `email`. */
export function invitationLink(email: string): Promise<string> {
  return mailedLink("staff-invitation", email, /https?:\/\/[^\s"<>]+\/cms\/invite\/[A-Za-z0-9_-]+/);
}

/** On the Staff screen: invites `email` as `role` and sees the invitation listed. */
export async function invite(page: Page, email: string, role: "Contributor" | "Editor") {
  // The invitation form's own fields (each colleague's row has a Role select of its own).
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Send invitation" }) });
  await form.getByLabel("E-mail address").fill(email);
  await form.getByLabel("Role", { exact: true }).selectOption({ label: role });
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  await expect(page.getByRole("list", { name: "Open invitations" })).toContainText(email);
  // The form is empty again for the next colleague (the sent address no longer sits in it, inviting twice).
  await expect(form.getByLabel("E-mail address")).toHaveValue("");
}

/** Accepts in a fresh browser context (no cookies): name, username, password, then the dashboard. */
export async function accept(browser: Browser, link: string, name: string, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Join the CMS" })).toBeVisible();
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(COLLEAGUE_PASSWORD);
  await page.getByLabel("Repeat the password").fill(COLLEAGUE_PASSWORD);
  await page.getByRole("button", { name: "Create account and sign in" }).click();
  await expect(page).toHaveURL(/\/cms\/dashboard$/);
  await expect(page.getByRole("heading", { name: `Welcome back, ${name}` })).toBeVisible();
  return page;
}

/**
 * A colleague of their own for a test (so the shared accounts stay as other specs expect them):
 * the demo Administrator invites a Contributor, who accepts in a fresh browser.
 */
export async function newColleague(page: Page, browser: Browser, tag: string) {
  const stamp = `${tag}${Date.now()}`;
  const colleague = { email: `${stamp}@example.com`, username: stamp, name: `Casey ${stamp}` };
  await signIn(page);
  await page.goto("/cms/staff");
  await invite(page, colleague.email, "Contributor");
  const own = await accept(
    browser,
    await invitationLink(colleague.email),
    colleague.name,
    colleague.username,
  );
  return { ...colleague, page: own };
}

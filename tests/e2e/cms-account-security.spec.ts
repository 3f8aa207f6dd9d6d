import type { Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { NO_ADDRESS_ACCOUNT } from "./accounts";
import { allowFailedResponses } from "./cms-helpers";
import { expect, test } from "./fixtures";
import { COLLEAGUE_PASSWORD, mailedLink, newColleague } from "./staff-helpers";

/**
 * Account security in a browser: password reset by mail, two-step sign-in with an
 * authenticator app and a recovery code, and an account without an e-mail address asked for one.
 * Each test makes its own colleague, so the shared accounts stay as the other specs expect them.
 */

async function signInWith(page: Page, username: string, password: string) {
  await page.goto("/cms/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/cms\/login$/);
}

test("Forgot your password? mails a link; the new password signs in and the old one no longer does", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const colleague = await newColleague(page, browser, "reset");
  await colleague.page.context().close();

  const context = await browser.newContext();
  const own = await context.newPage();
  await own.goto("/cms/login");
  await own.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(own).toHaveURL(/\/cms\/forgot-password$/);
  await own.getByLabel("E-mail address").fill(colleague.email);
  await own.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(own.getByRole("status")).toContainText("a link to choose a new password is on its way");

  const link = await mailedLink(
    "cms-password-reset",
    colleague.email,
    /https?:\/\/[^\s"<>]+\/cms\/reset-password\?token=(?:3D)?[A-Za-z0-9_-]+/,
  );
  await own.goto(link);
  await expect(own.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  const newPassword = "harbor-juniper-lantern-93";
  await own.getByLabel("New password", { exact: true }).fill(newPassword);
  await own.getByLabel("Repeat the new password").fill(newPassword);
  await own.getByRole("button", { name: "Set New Password" }).click();
  await expect(own).toHaveURL(/\/cms\/login\?reset/);
  await expect(own.getByRole("status")).toContainText("Your password is changed");

  // The old password fails; the new one signs in.
  await signInWith(own, colleague.username, COLLEAGUE_PASSWORD);
  // The refusal shows inline (no JavaScript yet) or as a toast (hydrated); either tells the user.
  await expect(own.getByText("Invalid username or password").first()).toBeVisible();
  await expect(own).toHaveURL(/\/cms\/login/);
  await signInWith(own, colleague.username, newPassword);
  await expect(own).toHaveURL(/\/cms\/dashboard$/);

  // The link worked once.
  await own.goto(link);
  await expect(own.getByRole("heading", { name: "Link expired" })).toBeVisible();
  await context.close();
});

test("two-step sign-in: on in Profile with an app code, then password + code; a recovery code works once", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const colleague = await newColleague(page, browser, "twostep");
  const own = colleague.page;

  await own.goto("/cms/profile");
  await own.getByRole("button", { name: "Set Up Two-Step Sign-In" }).click();
  const secret = ((await own.getByTestId("two-step-secret").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // Beside the key, the same setup as a QR code to scan, drawn by the server (an SVG, named for screen readers).
  const qr = own.getByRole("img", { name: /QR code of the setup address/ });
  await expect(qr.locator("svg")).toBeVisible();
  expect((await qr.boundingBox())?.width).toBeGreaterThan(120);
  const app = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  await own.getByLabel("Code from the app").fill(app.generate());
  await own.getByLabel("Your password").fill(COLLEAGUE_PASSWORD);
  await own.getByRole("button", { name: "Turn On Two-Step Sign-In" }).click();
  await expect(own.getByRole("status")).toHaveText("Two-step sign-in is on.");
  const recoveryCodes = await own
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await signOut(own);

  // Password, then a code from the app. The code that turned it on is spent, so the app's next one
  // (within the one step of drift allowed) stands in for the code the app shows by then.
  await signInWith(own, colleague.username, COLLEAGUE_PASSWORD);
  await expect(own).toHaveURL(/\/cms\/two-step$/);
  await own.getByLabel("Code").fill(app.generate({ timestamp: Date.now() + 30_000 }));
  await own.getByRole("button", { name: "Verify" }).click();
  await expect(own).toHaveURL(/\/cms\/dashboard$/);
  await signOut(own);

  // A recovery code works in place of the app's code, once.
  const [recovery] = recoveryCodes;
  await signInWith(own, colleague.username, COLLEAGUE_PASSWORD);
  await expect(own).toHaveURL(/\/cms\/two-step$/);
  await own.getByLabel("Code").fill(recovery);
  await own.getByRole("button", { name: "Verify" }).click();
  await expect(own).toHaveURL(/\/cms\/dashboard$/);
  await signOut(own);
  await signInWith(own, colleague.username, COLLEAGUE_PASSWORD);
  await expect(own).toHaveURL(/\/cms\/two-step$/);
  await own.getByLabel("Code").fill(recovery);
  await own.getByRole("button", { name: "Verify" }).click();
  await expect(own.getByText("That code is not right.")).toBeVisible();
  await expect(own).toHaveURL(/\/cms\/two-step$/);
  await own.context().close();

  // The Administrator's Staff screen says so (it showed "—" for everyone).
  await page.goto("/cms/staff");
  const row = page.getByRole("article", { name: colleague.name });
  await expect(
    row.locator("dt", { hasText: "Two-step" }).locator("xpath=following-sibling::dd[1]"),
  ).toHaveText("On");
  const mine = page.getByRole("article").filter({ has: page.getByText("You", { exact: true }) });
  await expect(
    mine.locator("dt", { hasText: "Two-step" }).locator("xpath=following-sibling::dd[1]"),
  ).toHaveText(/^(On|Off)$/);
});

test("with two-step on, turning it off and changing the password ask for a code as well; the field shows only then", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const colleague = await newColleague(page, browser, "reauth");
  const own = colleague.page;
  const codeLabel = "Code from your app, or a recovery code";

  // Off: the password change asks for no code.
  await own.goto("/cms/settings");
  await expect(own.getByRole("heading", { name: "Change password" })).toBeVisible();
  await expect(own.getByLabel(codeLabel)).toHaveCount(0);

  await own.goto("/cms/profile");
  await own.getByRole("button", { name: "Set Up Two-Step Sign-In" }).click();
  const secret = ((await own.getByTestId("two-step-secret").textContent()) ?? "").replace(/\s/g, "");
  const app = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  await own.getByLabel("Code from the app").fill(app.generate());
  await own.getByLabel("Your password").fill(COLLEAGUE_PASSWORD);
  await own.getByRole("button", { name: "Turn On Two-Step Sign-In" }).click();
  await expect(own.getByRole("status")).toHaveText("Two-step sign-in is on.");
  const [first, second] = await own
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .allTextContents();

  // On: the password alone no longer turns it off.
  await own.goto("/cms/profile");
  await own.getByLabel("Your password").fill(COLLEAGUE_PASSWORD);
  await own.getByRole("button", { name: "Turn Off Two-Step Sign-In" }).click();
  // The browser holds the form back for the missing code (the server refuses it too: integration tests).
  const codeField = own.getByLabel("Code from the app, or a recovery code");
  expect(await codeField.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(own.getByText(/^On: signing in asks for a code/)).toBeVisible();

  // Settings now asks for the code with the password change.
  await own.goto("/cms/settings");
  await expect(own.getByLabel(codeLabel)).toBeVisible();
  await own.getByLabel("Current password").fill(COLLEAGUE_PASSWORD);
  const newPassword = "quarry-lantern-meadow-64";
  await own.getByLabel("New password", { exact: true }).fill(newPassword);
  await own.getByLabel("Repeat new password").fill(newPassword);
  await own.getByLabel(codeLabel).fill(first);
  await own.getByRole("button", { name: "Change password" }).click();
  await expect(own.getByRole("status").filter({ hasText: "Password changed" })).toBeVisible();

  // With the password and a recovery code, off.
  await own.goto("/cms/profile");
  await own.getByLabel("Your password").fill(newPassword);
  await own.getByLabel("Code from the app, or a recovery code").fill(second);
  await own.getByRole("button", { name: "Turn Off Two-Step Sign-In" }).click();
  await expect(own.getByRole("status")).toHaveText("Two-step sign-in is off.");
  await own.context().close();
});

test("an account without an e-mail address is asked for one before the dashboard, then continues", async ({
  page,
  consoleErrors,
}) => {
  await signInWith(page, NO_ADDRESS_ACCOUNT.username, NO_ADDRESS_ACCOUNT.password);
  await expect(page).toHaveURL(/\/cms\/add-email\?next=%2Fcms%2Fdashboard$/);
  await expect(page.getByRole("heading", { name: "Add your e-mail address" })).toBeVisible();

  // The dashboard (or any CMS page) is not reachable first.
  await page.goto("/cms/dashboard");
  await expect(page).toHaveURL(/\/cms\/add-email\?next=%2Fcms%2Fdashboard$/);
  await page.goto("/cms/posts");
  await expect(page).toHaveURL(/\/cms\/add-email\?next=%2Fcms%2Fposts$/);

  // At 390 px the step fits the phone: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("add-email-390.png"), fullPage: true });

  // A malformed address is refused at the field; a good one is kept and the user goes on.
  const field = page.getByLabel("E-mail address");
  await field.fill("not an address");
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/cms\/add-email/);
  allowFailedResponses(consoleErrors, 400);
  await field.fill("no-address@hearthstone.example");
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await expect(page).toHaveURL(/\/cms\/posts$/);
  await page.goto("/cms/dashboard");
  await expect(page).toHaveURL(/\/cms\/dashboard$/);
  await expect(page.getByRole("heading", { name: /^Welcome back/ })).toBeVisible();
});

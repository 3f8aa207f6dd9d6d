/**
 * The list headers of the newsletter as mail programs read them: one List-Id for every issue,
 * replies to the public address in Settings, and only the https one-click unsubscribe.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { createDeliveryWorker } from "~/.server/mail/newsletter/delivery-worker";
import { startSend } from "~/.server/services/newsletter/newsletter-sends";
import { saveBusinessDetails } from "~/.server/services/settings";
import { defaultSiteSettings } from "~/lib/site-settings";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { parseMail, seedPost, seedSubscribers, withRealToken } from "../helpers/newsletter";

const PUBLIC_URL = "https://www.hearthstone.example";
const PUBLIC_EMAIL = "office@hearthstone-public.example";
let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  useTestConfig({ PUBLIC_URL });
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hd-nl-headers-"));
});

afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Sends a new post to the list and returns the reader's copy, as the worker wrote it. */
async function sendAndRead(reader: string) {
  const post = await seedPost(database.db);
  const send = await startSend({ postId: post.id, mode: "with-site", actor: "demo" }, database.db);
  const worker = createDeliveryWorker({
    db: database.db,
    mailFrom: "Hearthstone Digital <hello@hearthstonedigital.example>",
    dataDir,
    pollMs: 50,
    ratePerSecond: 1000,
  });
  for (let i = 0; i < 50 && (await worker.runOnce()) > 0; i++) {}
  await worker.stop();
  const dir = path.join(dataDir, "mail");
  const file = fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(`newsletter-${send.id}-`))
    .map((name) => fs.readFileSync(path.join(dir, name), "utf8"))
    .find((raw) => raw.includes(`To: ${reader}`));
  expect(file, `the copy of ${reader}`).toBeDefined();
  return { send, mail: parseMail(file ?? "") };
}

describe("newsletter list headers", () => {
  it("one List-Id for every issue, Reply-To the public address, only the https one-click unsubscribe", async () => {
    await saveBusinessDetails({ ...defaultSiteSettings.business, email: PUBLIC_EMAIL }, "test", database.db);
    await seedSubscribers(database.db, 1, "confirmed", "listed");
    const token = await withRealToken(database.db, "listed1@example.com");

    const first = await sendAndRead("listed1@example.com");
    const second = await sendAndRead("listed1@example.com");

    // The same list for both issues (not one per send), named after the site.
    expect(first.mail.headers["list-id"]).toBe(
      `"${defaultSiteSettings.business.name} newsletter" <newsletter.hearthstonedigital.example>`,
    );
    expect(second.mail.headers["list-id"]).toBe(first.mail.headers["list-id"]);
    for (const { send, mail } of [first, second]) {
      expect(mail.headers["reply-to"]).toBe(PUBLIC_EMAIL);
      expect(mail.headers.from).toContain("hello@hearthstonedigital.example");
      // One address, the subscriber's own https link: no mailto to a mailbox nobody reads.
      expect(mail.headers["list-unsubscribe"]).toBe(
        `<${PUBLIC_URL}/newsletter/unsubscribe?token=${token}&send=${send.id}>`,
      );
      expect(mail.headers["list-unsubscribe"]).not.toContain("mailto:");
      expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    }
  });
});

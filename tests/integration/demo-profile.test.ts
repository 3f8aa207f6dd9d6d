import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { blogPosts, cmsUsers } from "~/.server/db/schema";
import { seed } from "~/.server/db/seed";
import { DEMO_ACCOUNT } from "~/.server/demo-account";
import { findArticle } from "~/.server/services/posts/blog";
import { createTestDatabase, useTestConfig } from "../helpers/db";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("the demo account's author profile", () => {
  it("writes as Maria Delgado: a profile and her sample articles naming it", async () => {
    const config = useTestConfig({ CMS_DEMO_ACCOUNT: "true" });
    await seed(database.db, config);
    const [demo] = await database.db
      .select()
      .from(cmsUsers)
      .where(eq(cmsUsers.username, DEMO_ACCOUNT.username));
    expect(demo.displayName).toBe("Maria Delgado");
    expect(demo.bio).toMatch(/^Local SEO Director/);
    const linked = await database.db.select().from(blogPosts).where(eq(blogPosts.authorId, demo.id));
    expect(linked.length).toBeGreaterThanOrEqual(3);
    expect(linked.every((post) => post.author === "Maria Delgado")).toBe(true);
    const found = await findArticle(linked[0].slug);
    expect(found.kind === "article" && found.article.authorProfile?.name).toBe("Maria Delgado");
  });

  it("leaves a profile edited in the demo alone on the next start", async () => {
    const config = useTestConfig({ CMS_DEMO_ACCOUNT: "true" });
    await database.db
      .update(cmsUsers)
      .set({ displayName: "Demo Editor", bio: "Edited." })
      .where(eq(cmsUsers.username, DEMO_ACCOUNT.username));
    await seed(database.db, config);
    const [demo] = await database.db
      .select()
      .from(cmsUsers)
      .where(eq(cmsUsers.username, DEMO_ACCOUNT.username));
    expect(demo.displayName).toBe("Demo Editor");
    expect(demo.bio).toBe("Edited.");
  });
});

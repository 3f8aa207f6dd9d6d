import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { auditEvents, blogPosts, mailOutbox } from "~/.server/db/schema";
import { createDraft, findEditorPost } from "~/.server/services/posts/cms-posts";
import { listPendingReview } from "~/.server/services/posts/post-review";
import { createUser } from "~/.server/services/staff/auth";
import { sessionCookie } from "~/.server/http/session-cookies";
import { createSession } from "~/.server/services/staff/sessions";
import { type Role, roles } from "~/lib/permissions";
import { action as editorAction, loader as editorLoader } from "~/routes/cms.post-edit";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { callRoute } from "../helpers/route-call";

/**
 * Review: a Contributor's draft goes to the Editors ("Submit for review"), who are mailed; an
 * Editor sends it back with a note the author reads and is mailed, or publishes or schedules it.
 * Every step is also refused to the roles that may not take it. And a new post's author is the
 * person who made it, for every role; no save stores an empty author.
 */

const PASSWORD = "kettle-orchard-lantern-58";
let database: DatabaseHandle;
const users = {} as Record<Role, { id: string; username: string; role: Role; name: string; email: string }>;

const content = {
  slug: "",
  title: "Storm Season Roof Checks",
  excerpt: "",
  content: "Look at the flashing, the gutters and the attic after every storm.",
  categories: [],
  tags: [],
};

async function cookieOf(role: Role) {
  const { token } = await createSession(users[role].id, "review-test");
  return (await sessionCookie(token)).split(";")[0];
}

async function json(role: Role, id: string, body: unknown) {
  return callRoute(editorAction, `/cms/posts/${id}`, {
    cookie: await cookieOf(role),
    json: body,
    params: { id },
  });
}

async function form(role: Role, id: string, body: Record<string, string>) {
  return callRoute(editorAction, `/cms/posts/${id}`, {
    cookie: await cookieOf(role),
    form: body,
    params: { id },
  });
}

/** A Contributor's draft with its text autosaved, as the editor leaves it. */
async function contributorsDraft(title = content.title) {
  const { post } = await createDraft(users.contributor);
  const saved = await json("contributor", post.id, {
    intent: "autosave",
    post: { ...content, title, author: post.author, authorId: post.authorId, version: post.version },
  });
  expect(saved.status).toBe(200);
  return post.id;
}

const mailsOf = (kind: string, postId: string) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, kind))
    .then((rows) => rows.filter((row) => row.text.includes(`/cms/posts/${postId}`)));

const auditOf = (action: string, postId: string) =>
  database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.subjectId, postId)));

const statusOf = async (id: string) => (await findEditorPost(id))?.post.status;

beforeAll(async () => {
  useTestConfig();
  database = await createTestDatabase();
  for (const role of roles) {
    const name = `${role[0]?.toUpperCase()}${role.slice(1)} Person`;
    const username = `review-${role}`;
    const email = `review-${role}@staff.example`;
    const user = await createUser(username, PASSWORD, { role, email, displayName: name });
    users[role] = { id: user.id, username, role, name, email };
  }
});

afterAll(async () => {
  await database?.close();
});

describe("a new post's author", () => {
  it.each(roles)("is the %s who made it, with their profile's name", async (role) => {
    const { post } = await createDraft(users[role]);
    expect(post).toMatchObject({ author: users[role].name, authorId: users[role].id });
  });

  it("is never stored empty: an autosave or a save without one is refused at the Author field", async () => {
    const { post } = await createDraft(users.editor);
    for (const intent of ["autosave", "save"]) {
      const answer = await json("editor", post.id, {
        intent,
        post: { ...content, author: "", authorId: "", isPublished: false, version: post.version },
      });
      expect(answer.status).toBe(400);
      expect(answer.value).toMatchObject({ ok: false, fieldErrors: { author: "Author is required" } });
    }
    const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row?.author).toBe(users.editor.name);
  });
});

describe("review", () => {
  it("a Contributor submits a draft: Pending review, every Editor and above mailed, audited", async () => {
    const id = await contributorsDraft("Submitted From The Editor");
    const { post } = (await findEditorPost(id)) ?? {};
    const answer = await json("contributor", id, {
      intent: "submit",
      post: { ...content, title: "Submitted From The Editor", author: "x", version: post?.version },
    });
    expect(answer.status).toBe(200);
    expect(answer.value).toMatchObject({ ok: true, editor: { post: { status: "pending" } } });
    const mailed = (await mailsOf("post-review", id)).map((mail) => mail.to).sort();
    expect(mailed).toEqual([users.administrator.email, users.editor.email, users.owner.email].sort());
    expect((await mailsOf("post-review", id))[0]?.subject).toBe(
      "Review requested: Submitted From The Editor",
    );
    expect(await auditOf("post-review-submit", id)).toHaveLength(1);
    expect((await listPendingReview()).map((item) => item.id)).toContain(id);

    // Submitting again (the form, without JavaScript) changes nothing and mails nobody twice.
    expect((await form("contributor", id, { intent: "submit-review" })).status).toBe(200);
    expect(await mailsOf("post-review", id)).toHaveLength(3);
  });

  it("refuses what a role may not do, and an incomplete draft", async () => {
    const { post } = await createDraft(users.contributor);
    const incomplete = await form("contributor", post.id, { intent: "submit-review" });
    expect(incomplete.status).toBe(400);
    expect(incomplete.value).toMatchObject({
      fieldErrors: { title: "Title is required", content: "Content is required" },
    });
    expect(await statusOf(post.id)).toBe("draft");

    const id = await contributorsDraft("Refusals Draft");
    expect((await form("contributor", id, { intent: "submit-review" })).status).toBe(200);
    // A Contributor publishes nothing and sends nothing back, by form or by a save.
    expect((await form("contributor", id, { intent: "publish-review" })).status).toBe(403);
    expect((await form("contributor", id, { intent: "send-back", note: "Mine" })).status).toBe(403);
    const version = (await findEditorPost(id))?.post.version;
    const publish = await json("contributor", id, {
      intent: "save",
      post: { ...content, author: "x", isPublished: true, version },
    });
    expect(publish.status).toBe(403);
    // An Author neither reviews nor opens a colleague's draft.
    expect((await form("author", id, { intent: "send-back", note: "Fix it" })).status).toBe(403);
    // An Editor's note may not be empty; an unknown intent is a 400, not a 500.
    const empty = await form("editor", id, { intent: "send-back", note: "   " });
    expect(empty.status).toBe(400);
    expect(empty.value).toMatchObject({ fieldErrors: { note: "Write a note for the author" } });
    expect((await form("editor", id, { intent: "approve" })).status).toBe(400);
    expect(await statusOf(id)).toBe("pending");
    // Only a draft waiting for review is sent back.
    const { post: own } = await createDraft(users.editor);
    expect((await form("editor", own.id, { intent: "send-back", note: "Hm" })).status).toBe(409);
  });

  it("an Editor sends it back: the author reads the note in the editor and gets it by mail", async () => {
    const id = await contributorsDraft("Sent Back Draft");
    await form("contributor", id, { intent: "submit-review" });
    const note = "Add a paragraph on hail damage, then send it again.";
    const answer = await form("editor", id, { intent: "send-back", note });
    expect(answer.status).toBe(200);
    expect(answer.value).toMatchObject({ ok: true, review: "send-back" });
    expect(await statusOf(id)).toBe("draft");

    const opened = await callRoute(editorLoader, `/cms/posts/${id}`, {
      cookie: await cookieOf("contributor"),
      params: { id },
    });
    expect(opened.value).toMatchObject({
      editor: { review: { state: "returned", note, noteBy: users.editor.name } },
    });
    const [mail] = await mailsOf("post-returned", id);
    expect(mail?.to).toBe(users.contributor.email);
    expect(mail?.text).toContain(note);
    expect(await auditOf("post-review-return", id)).toHaveLength(1);
    expect((await listPendingReview()).map((item) => item.id)).not.toContain(id);

    // Submitted again, the old note is gone.
    await form("contributor", id, { intent: "submit-review" });
    expect((await findEditorPost(id))?.review).toMatchObject({ state: "pending", note: null });
  });

  it("an Editor publishes it (the form) or schedules it (a save): the review ends, audited", async () => {
    const published = await contributorsDraft("Published From Review");
    await form("contributor", published, { intent: "submit-review" });
    expect((await form("editor", published, { intent: "publish-review" })).status).toBe(200);
    expect(await findEditorPost(published)).toMatchObject({ post: { status: "published" }, review: null });
    expect(await auditOf("post-review-publish", published)).toHaveLength(1);
    expect(await auditOf("post-publish", published)).toHaveLength(0);

    const scheduled = await contributorsDraft("Scheduled From Review");
    await form("contributor", scheduled, { intent: "submit-review" });
    const stored = await findEditorPost(scheduled);
    const answer = await json("editor", scheduled, {
      intent: "save",
      post: {
        ...content,
        title: "Scheduled From Review",
        author: stored?.post.author,
        authorId: stored?.post.authorId,
        isPublished: true,
        publishedAt: "2099-03-01T09:00",
        version: stored?.post.version,
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.value).toMatchObject({ editor: { post: { status: "scheduled" }, review: null } });
    expect(await auditOf("post-review-publish", scheduled)).toHaveLength(1);
  });
});

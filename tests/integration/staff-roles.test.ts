/**
 * The role × action matrix. Every CMS page route (loader and action, which `.data`
 * requests run too) and every /api/cms endpoint is called as each role and as nobody. The lists
 * come from the route config and the API router, so a new route or endpoint without a rule here
 * fails this test.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Router } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { blogPosts, cmsUsers } from "~/.server/db/schema";
import { createApiRouter } from "~/.server/http/api";
import { createUser } from "~/.server/services/staff/auth";
import { createDraft, createPost } from "~/.server/services/posts/cms-posts";
import { createSession } from "~/.server/services/staff/sessions";
import { sessionCookie } from "~/.server/http/session-cookies";
import { type Role, roles } from "~/lib/permissions";
import { postFormSchema } from "~/lib/schemas/post";
import routeConfig from "~/routes";
import { action as editorAction } from "~/routes/cms.post-edit";
import { action as postsAction } from "~/routes/cms.posts";
import { cmsCall } from "../helpers/cms";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";
import { callRoute } from "../helpers/route-call";

const PASSWORD = "copper-kettle-harbor-71";
let config: Config;
let database: DatabaseHandle;
let server: TestServer;
const ids = {} as Record<Role, string>;

/** The least role that may; "public" answers without a session (and never 403s). */
type Rule = Role | "public";
type Caller = Role | "nobody";
const callers: Caller[] = [...roles, "nobody"];

/** May `caller` pass a rule whose least role is `rule`? */
function allowed(caller: Caller, rule: Rule): boolean {
  if (rule === "public") return true;
  if (caller === "nobody") return false;
  return roles.indexOf(caller) <= roles.indexOf(rule);
}

async function cookieFor(caller: Caller): Promise<string | undefined> {
  if (caller === "nobody") return undefined;
  // A fresh session per call: some calls sign out (logout) and must not spoil the next one.
  const { token } = await createSession(ids[caller], "matrix");
  return (await sessionCookie(token)).split(";")[0];
}

/** A published post by the Editor: only Editors and above may change it. */
async function editorsPost(): Promise<string> {
  const post = await createPost(
    postFormSchema.parse({
      title: `Editor's post ${crypto.randomUUID()}`,
      content: "Body text long enough to be a post.",
      author: "Erin Editor",
      isPublished: true,
    }),
  );
  await database.db.update(blogPosts).set({ authorId: ids.editor }).where(eq(blogPosts.id, post.id));
  return post.id;
}

// ---------------------------------------------------------------------------------------------
// Page routes
// ---------------------------------------------------------------------------------------------

type RouteEntry = { id: string; file: string; path?: string; children?: RouteEntry[] };
type PageRoute = { key: string; file: string; path?: string };

/** Every route under the CMS (its file is routes/cms.*), keyed by its full path (layouts by file). */
function cmsPageRoutes(): PageRoute[] {
  const found: PageRoute[] = [];
  const walk = (entries: RouteEntry[], prefix: string) => {
    for (const entry of entries) {
      const path = entry.path === undefined ? undefined : [prefix, entry.path].filter(Boolean).join("/");
      if (entry.file.startsWith("routes/cms."))
        found.push({ key: path ?? entry.file, file: entry.file, path });
      if (entry.children) walk(entry.children, path ?? prefix);
    }
  };
  walk(routeConfig as unknown as RouteEntry[], "");
  return found;
}

type Call = {
  rule: Rule;
  /** The request's body and params (made per call: some calls change what they act on). */
  request?: () => Promise<{
    body?: Record<string, string> | { json: unknown };
    params?: Record<string, string>;
  }>;
};
type PageRules = { loader?: Call; action?: Call };

const form = (body: Record<string, string>) => async () => ({ body });
const onEditorsPost = (body?: Record<string, string> | { json: unknown }) => async () => ({
  body,
  params: { id: await editorsPost() },
});
const draft = { title: "A draft", content: "Draft text.", author: "Someone", isPublished: false };

/**
 * The designed rule of every CMS page (ADR 0032). Loaders redirect nobody to the sign-in screen;
 * a role below the rule gets 403.
 */
const pageRules: Record<string, PageRules> = {
  cms: { loader: { rule: "public" } },
  "cms/login": { loader: { rule: "public" }, action: { rule: "public", request: form({}) } },
  "cms/logout": { loader: { rule: "public" }, action: { rule: "public", request: form({}) } },
  "cms/invite/:token": {
    loader: { rule: "public", request: async () => ({ params: { token: "x".repeat(43) } }) },
    action: { rule: "public", request: async () => ({ body: {}, params: { token: "x".repeat(43) } }) },
  },
  "cms/posts/:id/preview-link": {
    loader: { rule: "public", request: onEditorsPost() },
    action: { rule: "editor", request: onEditorsPost({}) },
  },
  "routes/cms.shell.tsx": { loader: { rule: "contributor" } },
  "routes/cms.sections.tsx": {},
  "cms/dashboard": { loader: { rule: "contributor" } },
  "cms/posts": {
    loader: { rule: "contributor" },
    action: {
      rule: "editor",
      request: async () => ({ body: { intent: "publish", id: await editorsPost() } }),
    },
  },
  "cms/inbox": {
    loader: { rule: "administrator" },
    action: { rule: "administrator", request: form({ intent: "block", email: "blocked@example.com" }) },
  },
  "cms/analytics": { loader: { rule: "editor" } },
  "cms/media": {
    loader: { rule: "editor" },
    action: { rule: "editor", request: form({ intent: "alt", id: crypto.randomUUID(), alt: "An image" }) },
  },
  "cms/staff": {
    loader: { rule: "editor" },
    action: {
      rule: "editor",
      request: form({ intent: "invite", email: "new@example.com", role: "contributor" }),
    },
  },
  "cms/settings": {
    loader: { rule: "contributor" },
    action: {
      rule: "administrator",
      request: form({ intent: "save-time-zone", timeZone: "America/Chicago" }),
    },
  },
  "cms/profile": {
    loader: { rule: "contributor" },
    action: { rule: "contributor", request: form({ displayName: "A Name", bio: "", avatarMediaId: "" }) },
  },
  "cms/posts/new": {
    loader: { rule: "contributor" },
    action: {
      rule: "contributor",
      request: form({}),
    },
  },
  "cms/posts/:id": {
    loader: { rule: "editor", request: onEditorsPost() },
    action: {
      rule: "editor",
      request: onEditorsPost({ json: { intent: "autosave", id: null, post: draft } }),
    },
  },
  "cms/post-media": { loader: { rule: "contributor" } },
  // Account recovery and the second sign-in step: no session needed.
  "cms/forgot-password": {
    loader: { rule: "public" },
    action: { rule: "public", request: form({ email: "nobody@example.com" }) },
  },
  "cms/reset-password": { loader: { rule: "public" }, action: { rule: "public", request: form({}) } },
  "cms/two-step": {
    loader: { rule: "public" },
    action: { rule: "public", request: form({ code: "123456" }) },
  },
  // Steps every signed-in account may take before anything else (ADR 0031): any role, not nobody.
  "cms/add-email": {
    loader: { rule: "contributor" },
    action: { rule: "contributor", request: form({ email: "another@example.com" }) },
  },
  "cms/two-step-setup": {
    loader: { rule: "contributor" },
    action: { rule: "contributor", request: form({ intent: "two-step-begin" }) },
  },
  "cms/posts/trash": {
    loader: { rule: "editor" },
    action: { rule: "editor", request: form({ intent: "restore", id: crypto.randomUUID() }) },
  },
  "cms/posts/:id/revisions/:revisionId": {
    loader: {
      rule: "editor",
      request: async () => ({ params: { id: await editorsPost(), revisionId: crypto.randomUUID() } }),
    },
  },
  "cms/newsletters": {
    loader: { rule: "editor" },
    action: { rule: "editor", request: form({ intent: "pause", id: crypto.randomUUID() }) },
  },
  "cms/posts/:id/newsletter": {
    loader: { rule: "editor", request: onEditorsPost() },
    action: {
      rule: "editor",
      request: onEditorsPost({ intent: "test", email: "test@example.com", mode: "with-site" }),
    },
  },
  "cms/audit": { loader: { rule: "administrator" } },
  "cms/settings/webhooks": {
    loader: { rule: "administrator" },
    action: { rule: "administrator", request: form({ intent: "test", id: crypto.randomUUID() }) },
  },
};

async function callPage(route: PageRoute, kind: "loader" | "action", call: Call, caller: Caller) {
  const module = (await import(/* @vite-ignore */ `../../app/${route.file}`)) as Record<string, unknown>;
  const given = (await call.request?.()) ?? {};
  const params = given.params ?? {};
  const path = `/${(route.path ?? "cms/dashboard").replace(/:(\w+)\??/g, (_, name) => params[name] ?? "x")}`;
  const body = given.body ?? {};
  const answer = await callRoute(module[kind], path, {
    cookie: await cookieFor(caller),
    params,
    ...(kind === "action"
      ? "json" in body
        ? { json: body.json }
        : { form: body as Record<string, string> }
      : {}),
  });
  return answer.status;
}

// ---------------------------------------------------------------------------------------------
// /api/cms endpoints
// ---------------------------------------------------------------------------------------------

type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };

/** Every staff endpoint of the API router, as "METHOD path". */
function cmsEndpoints(): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const path = layer.route.path;
        if (!path.startsWith("/cms/") && path !== "/generate-image") continue;
        for (const method of Object.keys(layer.route.methods)) {
          if (method !== "_all") found.push(`${method.toUpperCase()} ${path}`);
        }
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((createApiRouter() as unknown as Router & { stack: Layer[] }).stack);
  return [...new Set(found)];
}

/** The editor's explicit save of these fields, as `cookie`'s user. */
const save = (id: string, cookie: string | undefined, post: Record<string, unknown>) =>
  callRoute(editorAction, `/cms/posts/${id}`, { cookie, json: { intent: "save", post }, params: { id } });
/** A row action of the post list (publish, unpublish, delete), as `cookie`'s user. */
const rowAction = (intent: string, id: string, cookie: string | undefined) =>
  callRoute(postsAction, "/cms/posts", { cookie, form: { intent, id } });

type ApiCall = { rule: Rule; params?: () => Promise<Record<string, string>>; body?: unknown };
const anyId = async () => ({ id: crypto.randomUUID(), type: "lead", table: "pages" });

const apiRules: Record<string, ApiCall> = {
  "POST /cms/login": { rule: "public" },
  "GET /cms/me": { rule: "contributor" },
  "GET /cms/analytics/overview": { rule: "editor" },
  "GET /cms/analytics/:table.csv": { rule: "editor", params: anyId },
  "GET /cms/blog/posts": { rule: "contributor" },
  "POST /cms/blog/posts": { rule: "contributor", body: draft },
  "POST /generate-image": { rule: "author", body: {} },
  "GET /cms/inbox/export.csv": { rule: "administrator" },
  "GET /cms/subscribers/export.csv": { rule: "administrator" },
};

beforeAll(async () => {
  config = useTestConfig();
  database = await createTestDatabase();
  server = await startTestServer(config);
  for (const role of roles) {
    const user = await createUser(`${role}-one`, PASSWORD, { role, email: `${role}@example.com` });
    ids[role] = user.id;
  }
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("role × action matrix", () => {
  it("has a rule for every CMS page route's loader and action", async () => {
    const missing: string[] = [];
    for (const route of cmsPageRoutes()) {
      const module = (await import(/* @vite-ignore */ `../../app/${route.file}`)) as Record<string, unknown>;
      for (const kind of ["loader", "action"] as const) {
        if (typeof module[kind] === "function" && !pageRules[route.key]?.[kind])
          missing.push(`${kind} of ${route.key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("has a rule for every /api/cms endpoint", () => {
    const endpoints = cmsEndpoints();
    expect(endpoints.length).toBeGreaterThan(8);
    expect(endpoints.filter((endpoint) => !apiRules[endpoint])).toEqual([]);
  });

  it("answers every page loader and action as designed for each role and for nobody", async () => {
    const wrong: string[] = [];
    for (const route of cmsPageRoutes()) {
      for (const kind of ["loader", "action"] as const) {
        const call = pageRules[route.key]?.[kind];
        if (!call) continue;
        for (const caller of callers) {
          const status = await callPage(route, kind, call, caller);
          const may = allowed(caller, call.rule);
          // Nobody is sent to sign in (302); a role below the rule gets 403; the rest get the page's own answer.
          const ok = may
            ? status !== 403 &&
              status < 500 &&
              !(call.rule !== "public" && status === 302 && kind === "loader" && route.key !== "cms")
            : caller === "nobody"
              ? status === 302
              : status === 403;
          if (!ok) wrong.push(`${kind} ${route.key} as ${caller}: ${status} (rule ${call.rule})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("answers every /api/cms endpoint as designed for each role and for nobody", async () => {
    const wrong: string[] = [];
    for (const endpoint of cmsEndpoints()) {
      const rule = apiRules[endpoint];
      if (!rule || rule.rule === "public") continue;
      const [method, pattern] = endpoint.split(" ") as [string, string];
      for (const caller of callers) {
        const params = (await rule.params?.()) ?? {};
        const path = `/api${pattern.replace(/:(\w+)/g, (_, name) => params[name] ?? "x")}`;
        const response = await cmsCall(server, config.PUBLIC_URL, method, path, {
          cookie: await cookieFor(caller),
          body: rule.body,
          headers: { "x-forwarded-for": "10.1.2.3" },
        });
        const may = allowed(caller, rule.rule);
        const ok = may
          ? ![401, 403].includes(response.status) && response.status < 500
          : response.status === (caller === "nobody" ? 401 : 403);
        if (!ok) wrong.push(`${endpoint} as ${caller}: ${response.status} (rule ${rule.rule})`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe("post rules (posts service)", () => {
  it("gives a New Post its maker's profile and name at once, a Contributor's and an Editor's alike", async () => {
    const [contributor] = await database.db.select().from(cmsUsers).where(eq(cmsUsers.id, ids.contributor));
    const own = await createDraft({
      username: contributor.username,
      id: ids.contributor,
      role: "contributor",
    });
    // The Author field is read-only for a profile: an empty name there could never be filled in.
    expect(own.post).toMatchObject({
      authorId: ids.contributor,
      author: contributor.displayName || contributor.username,
    });
    const [editor] = await database.db.select().from(cmsUsers).where(eq(cmsUsers.id, ids.editor));
    const editors = await createDraft({ username: editor.username, id: ids.editor, role: "editor" });
    expect(editors.post).toMatchObject({
      authorId: ids.editor,
      author: editor.displayName || editor.username,
    });
  });

  it("lets a Contributor write and edit own drafts, but not publish them or touch others' posts", async () => {
    const contributor = await cookieFor("contributor");
    const created = await cmsCall(server, config.PUBLIC_URL, "POST", "/api/cms/blog/posts", {
      cookie: contributor,
      body: draft,
    });
    expect(created.status).toBe(201);
    const mine = (await created.json()) as { id: string; authorId: string };
    expect(mine.authorId).toBe(ids.contributor);
    const edit = await save(mine.id, contributor, { ...draft, title: "A better draft" });
    expect(edit.status).toBe(200);
    const publish = await rowAction("publish", mine.id, contributor);
    expect(publish.status).toBe(403);
    expect((publish.value as { message: string }).message).toMatch(/editor publishes/);
    const publishedAtOnce = await cmsCall(server, config.PUBLIC_URL, "POST", "/api/cms/blog/posts", {
      cookie: contributor,
      body: { ...draft, isPublished: true },
    });
    expect(publishedAtOnce.status).toBe(403);
    // The Editor publishes it; then it is no longer the Contributor's to edit.
    const byEditor = await rowAction("publish", mine.id, await cookieFor("editor"));
    expect(byEditor.status).toBe(200);
    const late = await save(mine.id, contributor, { ...draft, isPublished: true });
    expect(late.status).toBe(403);
  });

  it("lets an Author publish own posts only", async () => {
    const author = await cookieFor("author");
    const created = await cmsCall(server, config.PUBLIC_URL, "POST", "/api/cms/blog/posts", {
      cookie: author,
      body: { ...draft, isPublished: true },
    });
    expect(created.status).toBe(201);
    const others = await rowAction("unpublish", await editorsPost(), author);
    expect(others.status).toBe(403);
  });

  it("makes the oldest account the Owner when there is none, once", async () => {
    const { ensureOwner } = await import("~/.server/services/staff/staff");
    await database.db.update(cmsUsers).set({ role: "administrator" }).where(eq(cmsUsers.id, ids.owner));
    await ensureOwner(database.db);
    await ensureOwner(database.db);
    const owners = await database.db.select().from(cmsUsers).where(eq(cmsUsers.role, "owner"));
    expect(owners.map((row) => row.id)).toEqual([ids.owner]);
  });
});

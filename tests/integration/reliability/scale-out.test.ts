/**
 * Scale-out: two production instances on different ports share one PostgreSQL and
 * nothing else. Sessions, the sign-in throttle, the form rate limits and the mail outbox must
 * behave as if there were one instance.
 */
import crypto from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { postgresForTests } from "../../helpers/pg-cluster";
import { scratchDatabase } from "../../helpers/prepared-database";
import { startSmtpSink, type SmtpSink, waitFor } from "../../helpers/smtp";
import { logLines, type SpawnedServer, spawnServer } from "../../helpers/spawn-server";
import { describeWhen, needsPostgres } from "../../helpers/suite-needs";

const PUBLIC_URL = "http://localhost:3000";
const ORIGIN = { origin: PUBLIC_URL };
const DEMO = { username: "demo", password: "hearth-studio-2026" };

const postgres = postgresForTests();
let database: { url: string; drop(): Promise<void> } | undefined;
let a: SpawnedServer;
let b: SpawnedServer;
let smtp: SmtpSink;

beforeAll(async () => {
  if (!postgres) return;
  database = await scratchDatabase(postgres.adminUrl, "scale");
  smtp = await startSmtpSink();
  const env = {
    DATABASE_URL: database.url,
    PUBLIC_URL,
    SMTP_URL: smtp.url,
    OUTBOX_POLL_MS: "100",
    CMS_DEMO_ACCOUNT: "true",
    // Plain API posts carry no signed form time and would be kept as spam, without staff mail.
    FORM_MIN_FILL_MS: "0",
  };
  // Started together: the migration lock and the idempotent seed must cope with that.
  [a, b] = await Promise.all([spawnServer({ env }), spawnServer({ env })]);
}, 240_000);

afterAll(async () => {
  await Promise.all([a?.dispose(), b?.dispose()]);
  await smtp?.close();
  await database?.drop().catch(() => {});
  postgres?.close();
});

function signIn(server: SpawnedServer, password: string, ip: string) {
  return server.fetch("/api/cms/login", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip, ...ORIGIN },
    body: JSON.stringify({ username: DEMO.username, password }),
  });
}

function contact(server: SpawnedServer, ip: string, email: string) {
  return server.fetch("/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({
      fullName: "Scale Tester",
      email,
      phone: "713-555-0177",
      service: "seo",
      message: `Two instances, one database (${email}).`,
      company: "Twin Plumbing",
    }),
  });
}

describeWhen(needsPostgres(postgres), "two instances on one PostgreSQL", () => {
  it("share sessions: made on one, valid on the other, and signed out on both at once", async () => {
    const login = await signIn(a, DEMO.password, "192.0.2.10");
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]?.split(";")[0];
    expect(cookie).toMatch(/^hd_cms_session=/);

    for (const server of [a, b]) {
      const me = await server.fetch("/api/cms/me", { headers: { cookie } });
      expect(me.status, server.url).toBe(200);
      expect((await me.json()).user.username).toBe(DEMO.username);
    }

    // The CMS chrome's sign-out form, posted on the other instance.
    // (From the page the instance served: the page router compares the Origin with the Host.)
    const out = await b.fetch("/cms/logout", {
      method: "POST",
      headers: { cookie, origin: b.url, "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(out.status).toBe(302);
    for (const server of [a, b]) {
      expect((await server.fetch("/api/cms/me", { headers: { cookie } })).status, server.url).toBe(401);
    }
  });

  it("count sign-in failures across both: the lockout holds on either instance", async () => {
    const ip = "192.0.2.20";
    const statuses: number[] = [];
    // Five wrong passwords, alternating: neither instance alone sees five.
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await signIn(attempt % 2 === 0 ? a : b, "wrong password", ip);
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    for (const server of [a, b]) {
      const locked = await signIn(server, DEMO.password, ip);
      expect(locked.status, server.url).toBe(429);
      expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
    }
    // Another address is not affected.
    expect((await signIn(b, DEMO.password, "192.0.2.21")).status).toBe(200);
  });

  it("count form submissions across both for the per-IP rate limit", async () => {
    const ip = "192.0.2.30";
    const tag = crypto.randomBytes(3).toString("hex");
    for (let index = 0; index < 5; index++) {
      const response = await contact(index % 2 === 0 ? a : b, ip, `limit-${tag}-${index}@example.com`);
      expect(response.status, `submission ${index + 1}`).toBe(201);
    }
    for (const server of [a, b]) {
      const limited = await contact(server, ip, `limit-${tag}-over-${server.port}@example.com`);
      expect(limited.status, server.url).toBe(429);
      expect(typeof (await limited.json()).message).toBe("string");
    }
  });

  it("deliver every queued mail exactly once, with both outbox workers running", async () => {
    const tag = crypto.randomBytes(3).toString("hex");
    const posts = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        contact(index % 2 === 0 ? a : b, `192.0.2.${100 + index}`, `outbox-${tag}-${index}@example.com`),
      ),
    );
    expect(posts.map((response) => response.status)).toEqual(Array(30).fill(201));

    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    try {
      await waitFor(async () => {
        const { rows } = await client.query<{ pending: number }>(
          "select count(*)::int as pending from mail_outbox where status <> 'sent'",
        );
        return rows[0].pending === 0;
      }, 60_000);
      const { rows } = await client.query<{ id: string; attempts: number }>(
        "select id, attempts from mail_outbox",
      );
      expect(rows.length).toBeGreaterThanOrEqual(30);
      // Give a second (wrong) delivery time to show up before counting.
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      const delivered = smtp.received.map((mail) => /^Message-ID:\s*<([^@>]+)@/im.exec(mail.raw)?.[1]);
      expect(delivered.filter((id) => !id)).toEqual([]);
      expect(new Set(delivered).size).toBe(delivered.length);
      expect([...delivered].sort()).toEqual(rows.map((row) => row.id).sort());

      // Which instance sent what, from the logs: each mail by exactly one of them. A line is
      // written after its row is marked sent, and reaches us through a pipe: wait for them all.
      const sentBy = (server: SpawnedServer) =>
        logLines(server.stdout())
          .filter((line) => line.msg === "mail sent")
          .map((line) => String(line.mailId));
      await waitFor(() => sentBy(a).length + sentBy(b).length >= rows.length, 20_000);
      const fromA = sentBy(a);
      const fromB = sentBy(b);
      console.log(
        `scale-out: ${delivered.length} mails delivered once each; instance A sent ${fromA.length}, B ${fromB.length}`,
      );
      expect([...fromA, ...fromB].sort()).toEqual(rows.map((row) => row.id).sort());
    } finally {
      await client.end();
    }
  }, 90_000);

  it("serve media uploaded on one instance from the other", async () => {
    const login = await signIn(a, DEMO.password, "192.0.2.40");
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const { default: sharp } = await import("sharp");
    const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: "#1842b8" } })
      .png()
      .toBuffer();
    // The Media screen's upload form, posted to instance A without script.
    const form = new FormData();
    form.append("intent", "upload");
    form.append("files", new File([new Uint8Array(png)], "scale-out.png", { type: "image/png" }));
    const uploaded = await a.fetch("/cms/media", {
      method: "POST",
      headers: { cookie, origin: a.url },
      body: form,
      redirect: "manual",
    });
    expect(uploaded.status, await uploaded.text()).toBe(200);
    // The editor's image picker on A finds it.
    const found = await a.fetch("/cms/post-media?q=scale-out", { headers: { cookie } });
    const [item] = ((await found.json()) as { items: { url: string }[] }).items;
    expect(item?.url).toMatch(/^\/media\//);
    const fromA = await a.fetch(item?.url ?? "");
    const fromB = await b.fetch(item?.url ?? "");
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toMatch(/^image\//);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  });
});

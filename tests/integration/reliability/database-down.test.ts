/**
 * Database down: a production server on its own throwaway PostgreSQL cluster; the
 * cluster is stopped mid-run (`pg_ctl stop -m immediate`, like a crash) and started again on
 * the same port and data folder. The server is never restarted.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { startThrowawayCluster, type ThrowawayCluster } from "../../helpers/pg-cluster";
import { type SpawnedServer, spawnServer } from "../../helpers/spawn-server";
import { describeWhen, needsPostgresBinaries } from "../../helpers/suite-needs";

let cluster: ThrowawayCluster | undefined;
let server: SpawnedServer | undefined;
let ipCounter = 0;

function contact(tag: string) {
  ipCounter++;
  return server!.fetch("/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${ipCounter}` },
    body: JSON.stringify({
      fullName: "Dana Down",
      email: `down-${tag}-${ipCounter}@example.com`,
      phone: "713-555-0101",
      service: "website",
      message: "Is anyone there?",
      company: "Outage Plumbing",
    }),
    signal: AbortSignal.timeout(20_000),
  });
}

async function waitForStatus(path: string, status: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 0;
  while (Date.now() < deadline) {
    last =
      (await server!.fetch(path, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined))?.status ??
      0;
    if (last === status) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${path} did not answer ${status} within ${timeoutMs} ms (last: ${last})`);
}

describeWhen(
  needsPostgresBinaries,
  "with PostgreSQL stopped mid-run (needs /usr/lib/postgresql/15/bin)",
  () => {
    beforeAll(async () => {
      cluster = startThrowawayCluster();
      server = await spawnServer({ env: { DATABASE_URL: cluster.url } });
    }, 240_000);

    afterAll(async () => {
      await server?.dispose();
      cluster?.destroy();
    });

    it("works while the database is up", async () => {
      expect((await contact("before")).status).toBe(201);
      expect((await server!.fetch("/readyz")).status).toBe(200);
    });

    it("answers the API with 503 JSON, keeps serving prerendered pages, and reports not ready", async () => {
      cluster!.stop();

      const posted = await contact("during");
      expect(posted.status).toBe(503);
      expect(posted.headers.get("content-type")).toMatch(/^application\/json/);
      expect(posted.headers.get("retry-after")).toMatch(/^\d+$/);
      const body = await posted.json();
      expect(body.message).toMatch(/temporarily unavailable/i);
      expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|select|insert/i);

      const list = await server!.fetch("/api/blog/posts");
      expect(list.status).toBe(503);
      expect(typeof (await list.json()).message).toBe("string");

      for (const page of ["/", "/about", "/services", "/contact", "/product/business-pro"]) {
        const response = await server!.fetch(page);
        expect(response.status, page).toBe(200);
        expect(response.headers.get("x-prerendered"), page).toBe("1");
        await response.text();
      }

      const ready = await server!.fetch("/readyz");
      expect(ready.status).toBe(503);
      expect((await ready.json()).status).toBe("not ready");
      expect((await server!.fetch("/healthz")).status).toBe(200);

      // A server-rendered page that needs the database fails cleanly instead of taking the process down.
      const blog = await server!.fetch("/blog");
      expect(blog.status).toBeGreaterThanOrEqual(500);
      await blog.text();
      expect(server!.child.exitCode).toBeNull();
    }, 60_000);

    it("recovers without a restart once the database is back", async () => {
      cluster!.start();
      await waitForStatus("/readyz", 200);
      const posted = await contact("after");
      expect(posted.status).toBe(201);
      const list = await server!.fetch("/api/blog/posts");
      expect(list.status).toBe(200);
      expect(Array.isArray(await list.json())).toBe(true);
      expect((await server!.fetch("/blog")).status).toBe(200);
      expect(server!.child.exitCode).toBeNull();
    }, 60_000);
  },
);

/**
 * Webhook deliveries across a crash and across instances. The production server is SIGKILLed
 * while receivers hold its requests unanswered, and restarted on the same database: every queued
 * delivery reaches the receiver (those that were in flight at the kill are sent again, under the
 * same webhook-id). On PostgreSQL, two instances share one outbox without sending one twice.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { createEndpoint, fireWebhook } from "~/.server/services/webhooks/webhooks";
import { useTestConfig } from "../../helpers/db";
import { postgresForTests } from "../../helpers/pg-cluster";
import { preparedDataDir, preparedPostgres } from "../../helpers/prepared-database";
import { waitFor } from "../../helpers/smtp";
import { type SpawnedServer, spawnServer } from "../../helpers/spawn-server";
import { describeWhen, needsBuild, needsBuildAnd, needsPostgres } from "../../helpers/suite-needs";

const DELIVERIES = 40;

type Receiver = {
  url: string;
  /** webhook-id → how many times it arrived. */
  ids: Map<string, number>;
  /** While true, requests are held unanswered (a receiver mid-request when the sender dies). */
  holding: boolean;
  held: number;
  close(): Promise<void>;
};

async function startReceiver(): Promise<Receiver> {
  const receiver = { ids: new Map<string, number>(), holding: false, held: 0 } as Receiver;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const id = String(req.headers["webhook-id"]);
      if (receiver.holding) {
        receiver.held += 1;
        return;
      }
      receiver.ids.set(id, (receiver.ids.get(id) ?? 0) + 1);
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

const receivers: Receiver[] = [];

beforeAll(() => {
  useTestConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" });
});

afterAll(async () => {
  for (const receiver of receivers) await receiver.close();
});

/** Fills a database with one endpoint and DELIVERIES queued lead.created deliveries to it. */
const deliveriesQueued = (receiver: Receiver) => async (handle: DatabaseHandle) => {
  await createEndpoint(
    { url: receiver.url, events: ["lead.created"], description: undefined },
    "test",
    handle.db,
  );
  for (let index = 0; index < DELIVERIES; index += 1) {
    await fireWebhook("lead.created", { id: crypto.randomUUID(), index }, handle.db);
  }
};

function env(extra: Record<string, string>) {
  return {
    OUTBOX_POLL_MS: "100",
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
    // A crashed instance's claims are taken again after this, not after the default 30 s.
    WEBHOOK_LEASE_MS: "2000",
    LOG_LEVEL: "warn",
    ...extra,
  };
}

describeWhen(needsBuild, "webhook deliveries across a SIGKILL (PGlite)", () => {
  it("delivers every queued webhook after a kill with requests in flight", async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    receiver.holding = true;
    const dataDir = await preparedDataDir(deliveriesQueued(receiver));
    const serverEnv = env({ DATA_DIR: dataDir });
    let second: SpawnedServer | undefined;
    const first = await spawnServer({ database: "pglite", env: serverEnv });
    try {
      // The server has claimed a batch and its requests are on the wire, unanswered.
      await waitFor(() => receiver.held >= 2, 60_000);
      first.child.kill("SIGKILL");
      expect((await first.exited).signal).toBe("SIGKILL");
      expect(receiver.ids.size).toBe(0);

      receiver.holding = false;
      second = await spawnServer({ database: "pglite", env: serverEnv });
      await waitFor(() => receiver.ids.size >= DELIVERIES, 120_000, 100);
      // Longer than the lease: a late repeat would arrive now, if there were one.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(receiver.ids.size).toBe(DELIVERIES);
      expect(Math.max(...receiver.ids.values())).toBe(1);
    } finally {
      await first.dispose();
      await second?.dispose();
    }
  }, 300_000);
});

const postgres = postgresForTests();
afterAll(() => postgres?.close());

describeWhen(
  needsBuildAnd(needsPostgres(postgres)),
  "webhook deliveries by two instances on one PostgreSQL",
  () => {
    it("sends each delivery once", async () => {
      const receiver = await startReceiver();
      receivers.push(receiver);
      const databaseUrl = await preparedPostgres(postgres!.adminUrl, deliveriesQueued(receiver));
      const servers: SpawnedServer[] = [];
      try {
        // The default lease: two live instances must never both send, however slow a send is
        // (a 2 s lease can run out on a starved machine, and then a repeat is by design).
        const serverEnv = env({ DATABASE_URL: databaseUrl, WEBHOOK_LEASE_MS: "30000" });
        servers.push(
          ...(await Promise.all([spawnServer({ env: serverEnv }), spawnServer({ env: serverEnv })])),
        );
        await waitFor(() => receiver.ids.size >= DELIVERIES, 120_000, 100);
        // A while more: a delivery the other instance also sent would arrive now, if there were one.
        await new Promise((resolve) => setTimeout(resolve, 3000));
        expect(receiver.ids.size).toBe(DELIVERIES);
        expect(Math.max(...receiver.ids.values())).toBe(1);
      } finally {
        await Promise.all(servers.map((server) => server.dispose()));
      }
    }, 300_000);
  },
);

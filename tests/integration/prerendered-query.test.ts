/**
 * A query a prerendered page does not read (UTM tags, click ids, a cache-buster) gets the
 * build's file, through the real middleware; only the page's own filter makes a render. A
 * stand-in page renderer counts the renders.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { createApp } from "~/.server/http/app";
import { createLogger } from "~/.server/http/logger";
import { createTestDatabase, useTestConfig } from "../helpers/db";

let database: DatabaseHandle;
let server: import("node:http").Server;
let base = "";
let clientDir = "";
let renders = 0;

beforeAll(async () => {
  const config = useTestConfig();
  database = await createTestDatabase();
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "hd-prerendered-query-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>home</title>");
  fs.mkdirSync(path.join(clientDir, "portfolio"));
  fs.writeFileSync(
    path.join(clientDir, "portfolio", "index.html"),
    "<!doctype html><title>portfolio</title>",
  );
  const app = createApp({ config, logger: createLogger("silent"), clientDir });
  app.get(/.*/, (req, res) => {
    renders += 1;
    res.type("html").send(`<!doctype html><title>rendered ${req.originalUrl}</title>`);
  });
  server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await database.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});
beforeEach(() => {
  renders = 0;
});

async function get(pathname: string) {
  const response = await fetch(base + pathname, { headers: { accept: "text/html" } });
  return { prerendered: response.headers.get("x-prerendered"), body: await response.text() };
}

describe("a prerendered page with a query", () => {
  it("is the build's file when the page reads none of its parameters", async () => {
    for (const url of [
      "/?utm_campaign=x7f3a9",
      "/?utm_source=mail&utm_medium=email&utm_campaign=spring&fbclid=abc",
      "/?b=1",
      "/portfolio?utm_medium=email&gclid=1",
    ]) {
      const answer = await get(url);
      expect(answer.prerendered, url).toBe("1");
      expect(answer.body, url).toMatch(/<title>(home|portfolio)<\/title>/);
    }
    expect(renders).toBe(0);
  });

  it("is rendered when the page reads one of them (its filter)", async () => {
    const answer = await get("/portfolio?category=hvac&utm_source=mail");
    expect(answer.prerendered).toBeNull();
    expect(answer.body).toContain("rendered /portfolio?category=hvac");
    expect(renders).toBe(1);
  });
});

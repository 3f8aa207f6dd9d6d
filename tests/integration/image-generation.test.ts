import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import { setConfig } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { media, rateLimits } from "~/.server/db/schema";
import { createUser } from "~/.server/services/staff/auth";
import { cmsCall, signInCookie } from "../helpers/cms";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";

const PASSWORD = "saffron-quarry-violet-38";
let config: Config;
let database: DatabaseHandle;
let server: TestServer;
let cookie: string;

/** A fake OpenAI-compatible images API on loopback; each test sets how it answers. */
let fakeAnswer: (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void;
const seen: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
let fake: http.Server;
let fakeUrl: string;

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      if (req.url?.endsWith("/images/generations")) {
        seen.push({ path: req.url, auth: req.headers.authorization, body: JSON.parse(body || "{}") });
      }
      fakeAnswer(req, body, res);
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;

  config = useTestConfig();
  database = await createTestDatabase();
  server = await startTestServer(config);
  await createUser("hero-maker", PASSWORD, { email: "hero-maker@staff.example" });
  cookie = await signInCookie(server, "hero-maker", PASSWORD, "10.30.0.1");
});

afterAll(async () => {
  await server?.close();
  await database?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

// Each test starts with a fresh allowance (the limit itself is tested at the end).
beforeEach(async () => {
  await database.db.delete(rateLimits);
});

const body = {
  prompt: "Five Furnace Checks Before Winter What a Houston HVAC company should post in October.",
  style: "digital-art",
  ratio: "16:9",
};

function generate(payload: unknown = body, sessionCookie: string | undefined = cookie) {
  return cmsCall(server, config.PUBLIC_URL, "POST", "/api/generate-image", {
    cookie: sessionCookie,
    body: payload,
  });
}

function withProvider(url: string | undefined) {
  config = { ...config, IMAGE_PROVIDER_URL: url, IMAGE_PROVIDER_KEY: url ? "sk-test-123" : undefined };
  setConfig(config);
}

describe("POST /api/generate-image, local provider (default)", () => {
  it("renders a real 1600x900 PNG, stores it in the media library as 'generated', and answers { imageUrl }", async () => {
    withProvider(undefined);
    const response = await generate({
      ...body,
      title: "Five Furnace Checks Before Winter",
      category: "HVAC",
    });
    expect(response.status).toBe(201);
    const { imageUrl } = (await response.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
    const id = imageUrl.slice("/media/".length, -".webp".length);
    const [row] = await database.db.select().from(media).where(eq(media.id, id));
    expect(row).toMatchObject({
      source: "generated",
      originalType: "image/png",
      width: 1600,
      height: 900,
      createdBy: "hero-maker",
      alt: "Five Furnace Checks Before Winter",
    });
    const served = await server.fetch(imageUrl);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1600, 900]);
  });

  it("colours the artwork by category: two categories give different images", async () => {
    withProvider(undefined);
    const pixel = async (category: string) => {
      const response = await generate({ ...body, title: "Same title", category });
      const { imageUrl } = (await response.json()) as { imageUrl: string };
      const bytes = Buffer.from(await (await server.fetch(imageUrl)).arrayBuffer());
      const { data } = await sharp(bytes)
        .extract({ left: 1500, top: 20, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 3)];
    };
    expect(await pixel("Paid Ads")).not.toEqual(await pixel("Seasonal Marketing"));
  });

  it("refuses an empty prompt with 400 and the spec's message", async () => {
    const response = await generate({ prompt: "   ", style: "digital-art", ratio: "16:9" });
    expect(response.status).toBe(400);
    expect((await response.json()).errors.prompt).toBe("Please add a title or content first");
  });

  it("answers 401 without a session, 403 from another origin", async () => {
    const anonymous = await generate(body, "");
    expect(anonymous.status).toBe(401);
    const foreign = await cmsCall(server, "https://evil.example", "POST", "/api/generate-image", {
      cookie,
      body,
    });
    expect(foreign.status).toBe(403);
  });
});

describe("POST /api/generate-image, remote OpenAI-compatible provider", () => {
  it("sends the prompt with the Bearer key, accepts b64_json and stores the image locally", async () => {
    withProvider(fakeUrl);
    const png = await sharp({ create: { width: 1792, height: 1024, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    fakeAnswer = (_req, _body, res) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ created: 1, data: [{ b64_json: png.toString("base64") }] }));
    };
    const response = await generate();
    expect(response.status).toBe(201);
    const { imageUrl } = (await response.json()) as { imageUrl: string };
    const request = seen.at(-1);
    expect(request?.path).toBe("/v1/images/generations");
    expect(request?.auth).toBe("Bearer sk-test-123");
    expect(String(request?.body.prompt)).toContain("Five Furnace Checks Before Winter");
    const served = await server.fetch(imageUrl);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1792);
  });

  it("accepts a url answer and downloads the image", async () => {
    withProvider(fakeUrl);
    const jpeg = await sharp({ create: { width: 320, height: 180, channels: 3, background: "#a5360c" } })
      .jpeg()
      .toBuffer();
    fakeAnswer = (req, _body, res) => {
      if (req.url === "/files/hero.jpg") {
        res.setHeader("content-type", "image/jpeg");
        return res.end(jpeg);
      }
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ data: [{ url: `${fakeUrl.replace("/v1", "")}/files/hero.jpg` }] }));
    };
    const response = await generate();
    expect(response.status).toBe(201);
    const { imageUrl } = (await response.json()) as { imageUrl: string };
    const id = imageUrl.slice("/media/".length, -".webp".length);
    const [row] = await database.db.select().from(media).where(eq(media.id, id));
    expect(row).toMatchObject({ originalType: "image/jpeg", width: 320, height: 180, source: "generated" });
  });

  it("turns a provider failure (500, junk, no image, unreachable) into 502 with a message", async () => {
    withProvider(fakeUrl);
    const answers: ((res: http.ServerResponse) => void)[] = [
      (res) => {
        res.statusCode = 500;
        res.end("upstream exploded");
      },
      (res) => res.end("<html>not json</html>"),
      (res) => res.end(JSON.stringify({ data: [] })),
      (res) =>
        res.end(JSON.stringify({ data: [{ b64_json: Buffer.from("not an image").toString("base64") }] })),
    ];
    for (const answer of answers) {
      fakeAnswer = (_req, _body, res) => answer(res);
      const response = await generate();
      expect(response.status).toBe(502);
      expect(typeof (await response.json()).message).toBe("string");
    }
    withProvider("http://127.0.0.1:9/v1");
    const unreachable = await generate();
    expect(unreachable.status).toBe(502);
    expect((await unreachable.json()).message).toMatch(/could not be reached/);
  });
});

describe("rate limit", () => {
  it("allows 10 images per user per 10 minutes, then 429 with Retry-After", async () => {
    withProvider(undefined);
    await database.db.delete(rateLimits);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await generate({ ...body, title: `Post ${i}` })).status);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    const limited = await generate();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(/wait a few minutes/);
    // Eleven local renders: seconds on a quiet machine, far more beside other work.
  }, 120_000);
});

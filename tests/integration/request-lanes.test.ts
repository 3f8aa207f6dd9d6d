/**
 * A flood of requests that cost work (renders, page-cache hits) must not push back a
 * prerendered page, nor another client's request. The stand-in app (tests/fixtures/lanes-server.ts)
 * runs in a process of its own and writes down when each request reached it and when it was
 * taken, so what is asserted is the server's order, not how fast this process reads answers
 * while the cores are busy with other work.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let child: ChildProcess;
let base = "";
let out = "";

beforeAll(async () => {
  child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/fixtures/lanes-server.ts")], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    out += chunk;
  });
  const port = await until(() => /^port (\d+)$/m.exec(out)?.[1]);
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.stdin?.end();
  await exited;
});

/** Polls `probe` until it returns something (the server's own pace, whatever the machine's load). */
async function until<T>(probe: () => T | undefined | false, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out; the server wrote:\n${out.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The ids the server noted for `event`, in its order. */
const noted = (event: "arrived" | "started") =>
  out
    .split("\n")
    .filter((line) => line.startsWith(`${event} `))
    .map((line) => line.slice(event.length + 1));

/**
 * Sends `count` requests to `/work` from `client` at once (or each from its own address when
 * `client` is a function of the request's number), and resolves once the server has them all.
 */
async function flood(name: string, count: number, client: string | ((i: number) => string)) {
  const ids = Array.from({ length: count }, (_, i) => `${name}-${i}`);
  const all = Promise.all(
    ids.map((id, i) =>
      fetch(`${base}/work?id=${id}`, {
        headers: { "x-forwarded-for": typeof client === "string" ? client : client(i) },
      }).then((response) => response.text()),
    ),
  );
  const arrived = () => new Set(noted("arrived"));
  await until(() => ids.every((id) => arrived().has(id)));
  return { ids, all };
}

/** Where the server noted `event` for `id` in its one ordered log (-1 if it did not). */
const lineOf = (event: "arrived" | "started", id: string) => out.split("\n").indexOf(`${event} ${id}`);

/**
 * Floods `/work` (see flood), then sends `probe` with the id it is given, and returns how many of
 * the flood's requests that were still waiting when the probe arrived the server took after it.
 * Without the lanes that is every one of them; with them, fewer. A machine so busy that the whole
 * flood had started before the probe arrived tests nothing, so the scenario is run again (at most
 * three times) rather than passed.
 */
async function takenAfterProbe(
  name: string,
  client: string | ((i: number) => string),
  probe: (id: string) => Promise<void>,
) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const busy = await flood(`${name}-${attempt}`, 30, client);
    const id = `${name}-probe-${attempt}`;
    await probe(id);
    await busy.all;
    const arrived = lineOf("arrived", id);
    const started = lineOf("started", id);
    expect(started).toBeGreaterThan(arrived);
    const waiting = busy.ids.filter((other) => lineOf("started", other) > arrived);
    if (waiting.length < 2) continue;
    return {
      waiting: waiting.length,
      after: waiting.filter((other) => lineOf("started", other) > started).length,
    };
  }
  throw new Error(`${name}: the flood had always started before the probe arrived (machine too busy)`);
}

describe("request lanes", () => {
  it("answers a prerendered page before a flood's requests that came first", async () => {
    const { waiting, after } = await takenAfterProbe("one-client", "203.0.113.7", async (id) => {
      const home = await fetch(`${base}/?id=${id}`, { headers: { "x-forwarded-for": "198.51.100.1" } });
      expect(await home.text()).toBe("<p>home</p>");
    });
    // Without the lanes every waiting flood request is taken first (none after the page).
    expect(after, `of ${waiting} waiting`).toBeGreaterThanOrEqual(1);
  });

  it("answers a prerendered page with a query it does not read before a many-address flood", async () => {
    const { waiting, after } = await takenAfterProbe(
      "many-addresses",
      (i) => `192.0.2.${i + 100}`,
      async (id) => {
        const home = await fetch(`${base}/?utm_campaign=x7f3a9&id=${id}`, {
          headers: { "x-forwarded-for": "198.51.100.4" },
        });
        expect(await home.text()).toBe("<p>home</p>");
      },
    );
    expect(after, `of ${waiting} waiting`).toBeGreaterThanOrEqual(1);
  });

  it("takes another client's request before the rest of one client's flood", async () => {
    const { waiting, after } = await takenAfterProbe("other-client", "203.0.113.8", async (id) => {
      const other = await fetch(`${base}/work?id=${id}`, { headers: { "x-forwarded-for": "198.51.100.2" } });
      expect(other.status).toBe(200);
      await other.text();
    });
    expect(after, `of ${waiting} waiting`).toBeGreaterThanOrEqual(1);
  });

  it("takes a cached page before a flood of renders from many addresses that came first", async () => {
    const { waiting, after } = await takenAfterProbe(
      "renders",
      (i) => `192.0.2.${i + 1}`,
      async (id) => {
        const cached = await fetch(`${base}/cached?id=${id}`, {
          headers: { "x-forwarded-for": "198.51.100.3" },
        });
        expect(await cached.text()).toBe("<p>cached</p>");
      },
    );
    // Without the preference it is one more client at the back of the round: after all of them.
    expect(after, `of ${waiting} waiting`).toBeGreaterThanOrEqual(1);
  });

  it("answers every request of a flood, in the end", async () => {
    const busy = await flood("in-the-end", 10, "203.0.113.9");
    const answers = await busy.all;
    expect(answers).toEqual(Array(10).fill("<p>worked</p>"));
    expect(noted("started")).toEqual(expect.arrayContaining(busy.ids));
  });
});

/**
 * The Express entry and the React Router build are two bundles in one process, each with its own
 * copy of the modules both import (ADR 0071). Module state on the server is therefore either a
 * cache that may exist twice, listed here with the reason, or kept once with processWide(). A new
 * `let`, empty Map/Set or `perDatabase` value at a server module's top level fails here until it
 * is one or the other.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const serverDir = path.resolve("app/.server");

/** "file:name" of module state that may exist once per bundle, and why. */
const perBundleCaches: Record<string, string> = {
  "services/server-keys.ts:secretsOf": "signing keys read from the database",
  "services/media/image-render.ts:fontsCache": "fonts read from disk",
  "services/staff/passwords.ts:dummyHash": "a hash to compare against for unknown users",
  "services/staff/passwords.ts:estimator": "the password-strength dictionary",
  "services/rate-limit.ts:limitersOf": "limiter objects per database; their counts are in the database",
  "services/analytics/visitor-hash.ts:saltCacheOf": "the day's salt per database, kept in the database",
  "http/built-stylesheet.ts:cache": "the build's stylesheet read from disk",
  "http/prerendered.ts:pagesByToken": "the Express bundle's own pages (it alone serves them)",
  "mail/newsletter/mail-headers.ts:cache": "the business's name and address, read for a minute",
  "services/media/media.ts:rendering": "images being rendered, so one is not made twice at once",
  "db/data-dir-lock.ts:held": "the folders this process locked (the database is opened once)",
};

function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Top-level `let`s and empty collections: what one copy of a module can change. */
const moduleState =
  /^(?:export )?(?:let (\w+)|const (\w+)(?::.+?)? = (?:(?:new (?:Map|Set|WeakMap|WeakSet)(?:<.*?>)?\(\)|\[\]);|perDatabase\())/gm;

function stateOf(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const relative = path.relative(serverDir, file).split(path.sep).join("/");
  return [...source.matchAll(moduleState)].map((match) => `${relative}:${match[1] ?? match[2]}`);
}

describe("module state on the server", () => {
  const found = serverFiles(serverDir).flatMap(stateOf);

  it("is a listed per-bundle cache, or kept once per process with processWide()", () => {
    expect(found.filter((entry) => !(entry in perBundleCaches))).toEqual([]);
  });

  it("lists only state that still exists", () => {
    expect(Object.keys(perBundleCaches).filter((entry) => !found.includes(entry))).toEqual([]);
  });
});

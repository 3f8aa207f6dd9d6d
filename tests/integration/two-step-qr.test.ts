/**
 * Two-step set-up shows the setup address as a QR code made on the server (SVG, no script), with
 * an accessible name, beside the key typed by hand: on the Profile page and on the required
 * set-up page. The SVG's dark modules are read back and compared with the QR symbol that the
 * qrcode library computes for the same otpauth address, so the picture is that address's code.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { createUser } from "~/.server/services/staff/auth";
import { createSession } from "~/.server/services/staff/sessions";
import { sessionCookie } from "~/.server/http/session-cookies";
import { beginTwoStepSetup } from "~/.server/services/staff/two-step";
import { SETUP_QR_LABEL, SetupQrCode } from "~/components/cms/profile/setup-qr-code";
import * as profile from "~/routes/cms.profile";
import * as twoStepSetup from "~/routes/cms.two-step-setup";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { callRoute } from "../helpers/route-call";

const PASSWORD = "copper-kettle-harbor-71";
let database: DatabaseHandle;
let _config: ReturnType<typeof useTestConfig>;

beforeAll(async () => {
  _config = useTestConfig();
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/**
 * The dark modules an SVG's path draws (qrcode's form: `M x y.5` then `h n` runs and relative
 * `m dx dy` moves), as "row,col" keys, offset by the quiet zone.
 */
function darkModulesOfSvg(svg: string): Set<string> {
  const path = [...svg.matchAll(/<path[^>]*stroke="#000000"[^>]*d="([^"]+)"/g)][0]?.[1];
  if (!path) throw new Error("no dark path in the SVG");
  const viewBox = Number(svg.match(/viewBox="0 0 (\d+) \d+"/)?.[1]);
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, args] of path.matchAll(/([MmHh])\s*([-\d.\s]+)/g)) {
    const numbers = args.trim().split(/\s+/).map(Number);
    if (command === "M") [x, y] = numbers;
    else if (command === "m") {
      x += numbers[0];
      y += numbers[1];
    } else {
      const length = command === "h" ? numbers[0] : numbers[0] - x;
      for (let step = 0; step < length; step += 1) dark.add(`${Math.floor(y)},${x + step}`);
      x += length;
    }
  }
  // The finder pattern's corner is the first dark module: its column is the quiet zone.
  const margin = Math.min(...[...dark].map((key) => Number(key.split(",")[1])));
  expect(viewBox).toBeGreaterThan(2 * margin);
  return new Set(
    [...dark].map((key) => {
      const [row, col] = key.split(",").map(Number);
      return `${row - margin},${col - margin}`;
    }),
  );
}

function darkModulesOfSymbol(uri: string, errorCorrectionLevel: "M"): Set<string> {
  const symbol = QRCode.create(uri, { errorCorrectionLevel });
  const dark = new Set<string>();
  for (let row = 0; row < symbol.modules.size; row += 1)
    for (let col = 0; col < symbol.modules.size; col += 1)
      if (symbol.modules.get(row, col)) dark.add(`${row},${col}`);
  return dark;
}

describe("the two-step setup QR code", () => {
  it("is the otpauth address's QR symbol, on both set-up pages, beside the key", async () => {
    const user = await createUser("qr-quinn", PASSWORD, { role: "editor", email: "quinn@staff.example" });
    await beginTwoStepSetup(user.id);
    const { token } = await createSession(user.id, "test");
    const cookie = (await sessionCookie(token)).split(";")[0];

    const onProfile = await callRoute(profile.loader, "/cms/profile", { cookie });
    const onSetup = await callRoute(twoStepSetup.loader, "/cms/two-step-setup", { cookie });
    expect(onProfile.status).toBe(200);
    expect(onSetup.status).toBe(200);
    const fromProfile = (
      onProfile.value as { twoStep: { setup: { secret: string; uri: string; qrSvg: string } } }
    ).twoStep.setup;
    const fromSetup = (onSetup.value as { state: { setup: { secret: string; uri: string; qrSvg: string } } })
      .state.setup;
    expect(fromSetup).toEqual(fromProfile);

    const { uri, qrSvg, secret } = fromProfile;
    expect(uri).toMatch(/^otpauth:\/\/totp\/Hearthstone%20CMS:qr-quinn\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(qrSvg).not.toMatch(/<script|on\w+=/i);
    expect(darkModulesOfSvg(qrSvg)).toEqual(darkModulesOfSymbol(uri, "M"));
    // Another address gives another picture: the comparison above is not trivially true.
    expect(darkModulesOfSvg(qrSvg)).not.toEqual(darkModulesOfSymbol(`${uri}x`, "M"));

    const html = renderToStaticMarkup(createElement(SetupQrCode, { svg: qrSvg }));
    expect(html).toContain('role="img"');
    expect(html).toContain(`aria-label="${SETUP_QR_LABEL}"`);
    expect(html).toContain(qrSvg);
  });
});

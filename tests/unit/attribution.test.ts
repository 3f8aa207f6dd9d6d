import { describe, expect, it } from "vitest";
import { decodeVisit, encodeVisit } from "~/lib/attribution";

describe("visit attribution cookie", () => {
  it("round-trips a visit", () => {
    const visit = {
      landing: "/services?utm_source=mailer",
      referrer: "https://search.example/",
      utm: { source: "mailer", campaign: "spring" },
    };
    expect(decodeVisit(encodeVisit(visit))).toEqual(visit);
  });

  it("drops a malformed or oversized field and keeps the rest", () => {
    const raw = encodeURIComponent(
      JSON.stringify({ landing: 42, referrer: "https://a.example/", utm: { source: "x".repeat(201) } }),
    );
    expect(decodeVisit(raw)).toEqual({ landing: undefined, referrer: "https://a.example/", utm: undefined });
  });

  it("ignores unknown UTM keys and rejects what is not a visit", () => {
    const raw = encodeURIComponent(JSON.stringify({ utm: { source: "ads", evil: "<script>" } }));
    expect(decodeVisit(raw)?.utm).toEqual({ source: "ads" });
    for (const bad of [
      undefined,
      "",
      "%E0%A4%A",
      encodeURIComponent("[1,2]"),
      encodeURIComponent('"text"'),
    ]) {
      expect(decodeVisit(bad)).toBeUndefined();
    }
  });
});

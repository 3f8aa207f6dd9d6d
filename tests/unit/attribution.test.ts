import { describe, expect, it } from "vitest";
import { decodeVisit, encodeVisit, visitOfPost } from "~/lib/attribution";

describe("the stored visit (sessionStorage, the hidden visit field)", () => {
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

describe("the visit of a post", () => {
  const url = "https://hearth.example/contact";

  it("takes the visit the form sent", () => {
    const visit = { landing: "/services?utm_source=ads", utm: { source: "ads" } };
    expect(
      visitOfPost({ field: encodeVisit(visit), referer: "https://hearth.example/contact", url }),
    ).toEqual(visit);
  });

  it("without it, takes the page the post came from, with its query and campaign", () => {
    expect(
      visitOfPost({ referer: "https://hearth.example/?utm_source=mailer&utm_campaign=fall", url }),
    ).toEqual({
      landing: "/?utm_source=mailer&utm_campaign=fall",
      referrer: undefined,
      utm: { source: "mailer", campaign: "fall" },
    });
  });

  it("without a Referer, takes the post's own page; from another site, that site is the referrer", () => {
    expect(visitOfPost({ url: `${url}?utm_source=card` })).toEqual({
      landing: "/contact?utm_source=card",
      referrer: undefined,
      utm: { source: "card" },
    });
    expect(visitOfPost({ referer: "https://search.example/?q=roofers", url })).toMatchObject({
      landing: "/contact",
      referrer: "https://search.example/?q=roofers",
    });
    // An API has no page of its own: nothing to say without a Referer.
    expect(visitOfPost({})).toBeUndefined();
    expect(visitOfPost({ referer: "not a url" })).toBeUndefined();
  });
});

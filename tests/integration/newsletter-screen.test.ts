/**
 * The Newsletters screen's report of a send: the counts that add up to the recipients, and a send
 * the mail server paused, with the server's words and a Resume button (rendered as the server
 * renders the page, so it holds without JavaScript).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NewsletterList, type NewsletterSendView } from "~/components/cms/newsletters/newsletter-list";

const base: NewsletterSendView = {
  id: "5b0f4c1e-2b7a-4d33-9c1e-8f4a1d2e3b4c",
  postId: "p1",
  subject: "Five fixes for a slow plumbing website",
  mode: "with-site",
  state: "paused",
  createdBy: "demo",
  createdAt: "2026-11-27T08:00:00.000Z",
  finishedAt: null,
  pauseReason: "The mail server refused the newsletter: EMESSAGE: 552 5.7.1 Sender address not verified",
  recipients: 10,
  delivered: 5,
  failed: 1,
  bounced: 2,
  skipped: 1,
  unsubscribes: 0,
};

/** The sends the next render shows (the page's loader data). */
let shown: NewsletterSendView[] = [];
function Screen() {
  return createElement(NewsletterList, { sends: shown });
}
const Stub = createRoutesStub([{ path: "/cms/newsletters", Component: Screen }]);

function render(sends: NewsletterSendView[]) {
  shown = sends;
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/cms/newsletters"] }));
}

const count = (html: string, name: string) => new RegExp(`data-count="${name}">([\\d,]+)<`).exec(html)?.[1];

describe("the Newsletters screen", () => {
  it("shows why the mail server paused a send, and offers Resume", () => {
    const html = render([base]);
    expect(html).toContain("Paused by the mail server");
    expect(html).toContain("552 5.7.1 Sender address not verified");
    // A plain form post: Resume works before (or without) JavaScript.
    expect(html).toMatch(
      /<form[^>]*action="\/cms\/newsletters" method="post">(?:(?!<\/form>).)*value="resume" name="intent">Resume<\/button>/,
    );
    expect(html).not.toMatch(/value="pause"/);
  });

  it("reports delivered, bounced, failed and skipped, which add up with the rest to the recipients", () => {
    const html = render([{ ...base, state: "done", pauseReason: null, delivered: 6 }]);
    expect(count(html, "recipients")).toBe("10");
    expect(count(html, "delivered")).toBe("6");
    expect(count(html, "bounced")).toBe("2");
    expect(count(html, "failed")).toBe("1");
    expect(count(html, "skipped")).toBe("1");
    expect(html).not.toContain("Paused by the mail server");
  });
});

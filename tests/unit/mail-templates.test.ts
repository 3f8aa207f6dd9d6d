import { describe, expect, it } from "vitest";
import { leadAcknowledgement } from "~/.server/mail/lead-acknowledgement";
import type { RenderedMail } from "~/.server/mail/layout";
import { invitationMail } from "~/.server/mail/templates/invitation";
import { leadNotificationMail } from "~/.server/mail/templates/lead-notification";
import { newsletterConfirmationMail } from "~/.server/mail/templates/newsletter-confirmation";
import { newsletterPausedMail } from "~/.server/mail/templates/newsletter-paused";
import { orderBuyerMail, orderStaffMail } from "~/.server/mail/templates/orders";
import { passwordResetMail } from "~/.server/mail/templates/password-reset";
import { spamDigestMail } from "~/.server/mail/templates/spam-digest";
import { leadAssignedMail } from "~/.server/mail/templates/lead-assigned";
import { followUpDigestMail } from "~/.server/mail/templates/follow-up-digest";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'" };

/** The words a reader sees in the HTML part: no head, no hidden preheader, no attributes. */
function htmlWords(html: string): string[] {
  const visible = html
    .replace(/<head>[\s\S]*?<\/head>/, "")
    .replace(/<div style="display:none[^"]*">[\s\S]*?<\/div>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#x27);/g, (_m, name: string) => entities[name]);
  return words(visible);
}

/** The words of the text part, without the addresses the HTML keeps in its links and list numbers. */
function textWords(text: string): string[] {
  return words(text.replace(/https?:\/\/\S+/g, " ").replace(/^\d+\. /gm, " "));
}

const words = (value: string) => value.match(/[\p{L}\p{N}'’]+/gu) ?? [];

function expectSameWords(mail: RenderedMail) {
  expect(textWords(mail.text)).toEqual(htmlWords(mail.html));
}

function links(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replaceAll("&amp;", "&"));
}

const business = {
  name: "Hearth Digital",
  address: { street: "1 Main St", city: "Houston", region: "TX", postalCode: "77002", country: "US" },
};

describe("transactional mails", () => {
  it("password reset: the link as a button, the same words in both parts", () => {
    const link = "https://cms.example.test/cms/reset/abc?x=1&y=2";
    const mail = passwordResetMail({ link, businessName: "Hearth Digital" });
    expect(mail.subject).toBe("Reset your Hearth Digital CMS password");
    expect(mail.text).toContain(
      "Someone (hopefully you) asked to reset the password of your Hearth Digital CMS account.",
    );
    expect(mail.text).toContain(`Choose a new password: ${link}`);
    expect(mail.text).toContain("The link works once. If you did not ask for it, ignore this mail");
    expect(links(mail.html)).toEqual([link]);
    expectSameWords(mail);
  });

  it("invitation: role with its article, the link, the expiry", () => {
    const link = "https://cms.example.test/cms/invite/tok";
    const mail = invitationMail({ inviter: "maria", roleLabel: "Editor", link });
    expect(mail.subject).toBe("You are invited to the Hearth Digital CMS");
    expect(mail.text).toContain("maria invited you to the Hearth Digital CMS as an Editor.");
    expect(mail.text).toContain(`Accept the invitation and choose your password: ${link}`);
    expect(mail.text).toContain("The link works once and expires in 7 days.");
    expect(links(mail.html)).toEqual([link]);
    expectSameWords(mail);
  });

  it("lead acknowledgement: our paragraphs only, no markup from the sender", () => {
    const mail = leadAcknowledgement(
      { name: "<b>Ann</b> Lee", email: "ann@example.test" },
      { name: "Hearth Digital" },
    );
    expect(mail.kind).toBe("lead-ack");
    expect(mail.subject).toContain("Hearth Digital");
    expect(mail.html).not.toContain("<b>");
    expect(links(mail.html ?? "")).toEqual([]);
    expectSameWords({ html: mail.html ?? "", text: mail.text });
  });

  it("lead notification: fields, the message's own lines, escaped input", () => {
    const mail = leadNotificationMail({
      title: "New contact request",
      subject: "New contact request: Ann <script>",
      businessName: "Hearth Digital",
      senderName: "Ann <script>",
      fields: [
        ["Name", "Ann <script>"],
        ["E-mail", "ann@example.test"],
      ],
      message: "Line one\nLine two & more",
      source: [["Page", "/contact"]],
    });
    expect(mail.text).toContain("New contact request from the Hearth Digital website.");
    expect(mail.text).toContain("Name: Ann <script>\nE-mail: ann@example.test");
    expect(mail.text).toContain("Message:\n\nLine one\nLine two & more");
    expect(mail.text).toContain("Reply to this mail to answer Ann <script> directly.");
    expect(mail.html).toContain("Ann &lt;script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("white-space:pre-wrap");
    expectSameWords(mail);
  });

  it("order mails: buyer's steps and link; staff notes cannot forge a field line", () => {
    const link = "https://example.test/order/confirmation/tok";
    const buyer = orderBuyerMail({
      orderNumber: "HD-1001",
      templateName: "Restaurant Delight",
      category: "Restaurant",
      price: "$1,299.00",
      nextSteps: ["We send the invoice.", "We customize the template: this takes 1-2 weeks."],
      link,
      businessName: "Hearth Digital",
      phone: "(713) 555-0199",
    });
    expect(buyer.subject).toBe("Your order HD-1001: Restaurant Delight website template");
    expect(buyer.text).toContain(
      "Order number: HD-1001\nTemplate: Restaurant Delight (Restaurant)\nPrice: $1,299.00",
    );
    expect(buyer.text).toContain("1. We send the invoice.\n2. We customize the template");
    expect(buyer.text).toContain(`Your order: ${link}`);
    expect(buyer.text).toContain("call us at (713) 555-0199.");
    expect(links(buyer.html)).toEqual([link]);
    expectSameWords(buyer);

    const staff = orderStaffMail({
      orderNumber: "HD-1001",
      templateName: "Restaurant Delight",
      price: "$1,299.00",
      rows: [
        ["Order number", "HD-1001"],
        ["Notes", "first\nPrice: $0"],
      ],
      email: "buyer@example.test",
    });
    expect(staff.subject).toBe("New template order HD-1001: Restaurant Delight ($1,299.00)");
    expect(staff.text).toContain("Notes: first\n  Price: $0");
    expect(staff.text).toContain("Send the invoice to buyer@example.test within one business day.");
    expectSameWords(staff);
  });

  it("newsletter confirmation: confirm button, unsubscribe link, postal line", () => {
    const confirm = "https://example.test/newsletter/confirm?token=c1";
    const unsubscribe = "https://example.test/newsletter/unsubscribe?token=u1";
    const mail = newsletterConfirmationMail({ confirm, unsubscribe, business });
    expect(mail.subject).toBe("Confirm your Hearth Digital newsletter subscription");
    expect(mail.text).toContain(`Confirm my subscription: ${confirm}`);
    expect(mail.text).toContain(`Unsubscribe at any time (${unsubscribe})`);
    expect(mail.text).toContain("Hearth Digital, Houston, TX");
    expect(links(mail.html)).toEqual([confirm, unsubscribe]);
    expectSameWords(mail);
  });

  it("paused notice: the reason as the server wrote it, the link to resume", () => {
    const link = "https://example.test/cms/newsletters";
    const mail = newsletterPausedMail({ subject: "Spring tips", reason: "552 5.7.1 <no>", link });
    expect(mail.subject).toBe("Newsletter paused: Spring tips");
    expect(mail.text).toContain(
      "The newsletter “Spring tips” was paused: nobody else gets it until you resume it.",
    );
    expect(mail.text).toContain("552 5.7.1 <no>");
    expect(mail.html).toContain("552 5.7.1 &lt;no&gt;");
    expect(links(mail.html)).toEqual([link]);
    expectSameWords(mail);
  });

  it("spam digest: possible leads first, the count of the rest, the Spam view", () => {
    const inbox = "https://example.test/cms/inbox?view=spam";
    const entry = {
      kind: "Contact",
      name: "Bob",
      email: "bob@example.test",
      receivedAt: "Nov 1, 2026, 2:00 AM CST",
      reason: "too fast",
    };
    const mail = spamDigestMail({
      siteName: "Hearth Digital",
      total: 3,
      possible: [entry],
      plain: [entry],
      more: 1,
      inbox,
    });
    expect(mail.subject).toBe("Spam digest: 1 possible lead, 3 in all");
    expect(mail.text).toContain(
      "3 submissions were filed as spam on the Hearth Digital website since the last digest.",
    );
    expect(mail.text).toContain("- Contact: Bob <bob@example.test>, Nov 1, 2026, 2:00 AM CST (too fast)");
    expect(mail.text).toContain("…and 1 more in the Spam view.");
    expect(mail.text).toContain(`Spam view: ${inbox}`);
    expect(links(mail.html)).toEqual([inbox]);
    expectSameWords(mail);
  });

  it("lead assigned: the lead's fields, its message escaped, the link to it", () => {
    const link = "https://hearth.test/cms/inbox?open=lead:1b4e28ba-2fa1-11d2-883f-0016d3cca427";
    const mail = leadAssignedMail({
      siteName: "Hearth Digital",
      assigneeName: "Casey",
      assignedBy: "dana",
      leadName: "Bob <b>Builder</b>",
      fields: [
        ["Name", "Bob <b>Builder</b>"],
        ["Email", "bob@example.test"],
      ],
      message: "Line one\n<script>x</script>",
      link,
    });
    expect(mail.subject).toBe("Lead assigned to you: Bob <b>Builder</b>");
    expect(mail.text).toContain(
      "Hello Casey, dana assigned this lead from the Hearth Digital website to you.",
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>Builder");
    expect(links(mail.html)).toEqual([link]);
    expectSameWords(mail);
  });

  it("follow-up mail: due and overdue leads, the count of the rest, Due today", () => {
    const link = "https://hearth.test/cms/inbox?view=due";
    const mail = followUpDigestMail({
      siteName: "Hearth Digital",
      assigneeName: "Casey",
      date: "March 10, 2026",
      entries: [
        {
          name: "Otto",
          kind: "Contact",
          status: "Contacted",
          due: "Mar 8, 2026, 10:00 AM CDT",
          overdue: true,
        },
        {
          name: "Dana",
          kind: "Quick message",
          status: "New",
          due: "Mar 10, 2026, 11:00 AM CDT",
          overdue: false,
        },
      ],
      more: 1,
      link,
    });
    expect(mail.subject).toBe("Follow-ups for March 10, 2026: 3 leads");
    expect(mail.text).toContain("- Overdue Mar 8, 2026, 10:00 AM CDT: Otto (Contact, Contacted)");
    expect(mail.text).toContain("- Due Mar 10, 2026, 11:00 AM CDT: Dana (Quick message, New)");
    expect(mail.text).toContain("…and 1 more in Due today.");
    expect(links(mail.html)).toEqual([link]);
    expectSameWords(mail);
  });

  it("every mail sits in the newsletter's layout", () => {
    const mail = passwordResetMail({ link: "https://x.test/", businessName: "H" });
    expect(mail.html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(mail.html).toContain("max-width:600px");
  });
});

/**
 * Legal texts (spec 2.12): the privacy policy (six sections) and the terms of service
 * (eight sections). Plain language for a US agency whose site collects leads, template
 * orders and newsletter sign-ups. The contact details are the business details staff keep in CMS
 * Settings (ADR 0028), so each document is made for them.
 */
import { type Business, clockLabel, type SiteSettings, zoneName } from "~/lib/site-settings";

export type LegalSection = {
  id: string;
  title: string;
  paragraphs: readonly string[];
  /** Optional bullet list shown after the paragraphs. */
  list?: readonly string[];
  /** Optional closing paragraph shown after the list. */
  after?: string;
};

export type LegalDocument = {
  title: string;
  description: string;
  intro: string;
  lastUpdated: string;
  contentsLabel: string;
  sections: readonly LegalSection[];
};

const spaced = (time: string) => clockLabel(time).replace(":00", "");

function contactLines(business: Business, timeZone: SiteSettings["timeZone"]) {
  const weekdays = business.hours[0];
  const hours =
    weekdays.opens && weekdays.closes
      ? ` (${weekdays.days.replace(" - ", " to ")}, ${spaced(weekdays.opens)} to ${spaced(weekdays.closes)} ${zoneName(timeZone)})`
      : "";
  return [
    `By e-mail: ${business.email}`,
    `By phone: ${business.phone}${hours}`,
    `By mail: ${business.name}, ${business.formattedAddress}`,
  ];
}

export const privacyPolicy = (business: Business, timeZone: string): LegalDocument => ({
  title: "Privacy Policy",
  description: `How ${business.name} collects, uses and protects the information you share through our website, forms, template shop and newsletter.`,
  intro:
    "Your trust matters to us. This policy explains, in plain language, what information we collect when you use our website, why we collect it and what choices you have.",
  lastUpdated: "November 25, 2026",
  contentsLabel: "On this page",
  sections: [
    {
      id: "introduction",
      title: "1. Introduction",
      paragraphs: [
        `${business.name} ("we", "us", "our") is a digital-marketing and web-design agency based in Houston, Texas. This privacy policy applies to our website, the forms on it, our website-template shop and our e-mail newsletter.`,
        "By using the website you agree to the practices described here. If you do not agree, please do not submit information through the website. We do not knowingly collect information from children under 13, and the website is intended for business owners and managers.",
      ],
    },
    {
      id: "data-collected",
      title: "2. Information We Collect",
      paragraphs: ["We collect only what we need to answer you and to run the website:"],
      list: [
        "Contact and quote requests: your name, business name, e-mail address, phone number, the service you are interested in and your message.",
        "Quick messages: your name, e-mail address and message.",
        "Template orders: your name, e-mail address, business name and the template you ordered. No card details are taken on this website: we e-mail an invoice, and card payments are handled by our payment processor, so we never see or store your full card number.",
        "Newsletter sign-ups: your e-mail address and whether you have confirmed your subscription.",
        "Where a request came from: with a contact or quote request, a template order or a newsletter sign-up we keep the page your visit started on, the site that linked you here and the campaign tags of that link so we can tell which pages and campaigns bring inquiries. Your browser keeps these three values for the visit only, in its session storage (deleted when you close the tab), and sends them with the form; without JavaScript we take what the form's own request shows: the page it was sent from and that page's campaign tags. This website sets no cookie for visitors; the only cookie it uses is the sign-in of our own staff on the content management system.",
        "Technical data: the date and time of a request and your browser type. IP addresses are stored only in hashed form, a one-way scrambled value that lets us limit spam and abuse without keeping your actual address.",
        "Visit statistics: when you open a page, our own server counts the view: the page's address, the site that linked you here (its name only), the campaign tags in the link (utm_source, utm_medium, utm_campaign), whether your device is a phone, tablet or desktop, and a visitor code. The code is made from your IP address and browser type scrambled with a random value that changes every day and is deleted at the end of the day, so we can count how many people visited on a given day but cannot recognize you, link your visits across days or recover your address. We set no cookie for this, load no tracking script and share nothing with analytics companies. The counted views are kept for 30 days, after which only daily totals per page, source, campaign and device type remain. If your browser sends a Do Not Track or Global Privacy Control signal, your visits are not counted at all. When you send a form from a visit that was counted, the day's visitor code is kept with it, so we can tell how many of the day's visitors got in touch; it reveals neither your address nor your visits on other days.",
      ],
      after:
        "We do not use third-party advertising trackers on this website, and we do not buy personal information from data brokers.",
    },
    {
      id: "use-of-data",
      title: "3. How We Use Your Information",
      paragraphs: ["We use the information you give us to:"],
      list: [
        "reply to your inquiry and prepare the free marketing plan or consultation you asked for;",
        "process and deliver template orders, and send receipts and order updates;",
        "send the newsletter you subscribed to (every issue has an unsubscribe link);",
        "protect the website against spam, fraud and abuse;",
        "improve our website and services using aggregated, non-identifying statistics.",
      ],
      after:
        "We do not sell or rent your personal information. We share it only with service providers who help us run the business (such as e-mail delivery, hosting and payment processing) under contracts that require them to protect it, or when the law requires us to.",
    },
    {
      id: "security",
      title: "4. Data Security",
      paragraphs: [
        "The website is served over an encrypted HTTPS connection. Form submissions are stored in a database that only authorized staff can reach, staff accounts are protected by strong passwords, and IP addresses are hashed before they are stored.",
        "We keep inquiries and order records for as long as we need them to serve you and to meet our tax and accounting obligations, then delete them. No method of transmission or storage is completely secure, but we review our safeguards regularly and will notify you as the law requires if a breach affects your information.",
      ],
    },
    {
      id: "legal-rights",
      title: "5. Your Rights and Choices",
      paragraphs: [
        "Depending on where you live, including under the Texas Data Privacy and Security Act and the California Consumer Privacy Act, you may have the right to:",
      ],
      list: [
        "ask what personal information we hold about you and receive a copy;",
        "ask us to correct information that is wrong;",
        "ask us to delete your information, unless we must keep it by law;",
        "unsubscribe from the newsletter at any time with the link in every e-mail;",
        "opt out of visit statistics by turning on Do Not Track or Global Privacy Control in your browser;",
        "not be treated differently for exercising any of these rights.",
      ],
      after:
        "To make a request, contact us using the details below. We will confirm your identity and respond within 45 days.",
    },
    {
      id: "contact",
      title: "6. Contact Us",
      paragraphs: [
        "If you have questions about this policy or how we handle your information, please get in touch:",
      ],
      list: contactLines(business, timeZone),
      after:
        "We may update this policy from time to time. The date at the top of the page shows when it last changed.",
    },
  ],
});

export const termsOfService = (business: Business, timeZone: string): LegalDocument => ({
  title: "Terms of Service",
  description: `The terms that govern your use of the ${business.name} website, its content and its website-template shop.`,
  intro:
    "These terms set out the rules for using our website and buying website templates from us. Please read them carefully.",
  lastUpdated: "November 1, 2026",
  contentsLabel: "On this page",
  sections: [
    {
      id: "agreement",
      title: "1. Agreement to Terms",
      paragraphs: [
        `These terms of service form an agreement between you and ${business.name}, a Texas business. By accessing or using the website, submitting a form or buying a template, you agree to these terms and to our privacy policy.`,
        "If you use the website on behalf of a business, you confirm that you are authorized to accept these terms for that business. Marketing, design and SEO services we provide to clients are governed by a separate written agreement.",
      ],
    },
    {
      id: "use-license",
      title: "2. Use License",
      paragraphs: [
        "The website's text, artwork, code and design belong to us or our licensors. You may view and print pages for your own business research. You may not:",
      ],
      list: [
        "copy, resell or republish the website's content or designs;",
        "use the website to send spam or to collect other people's information;",
        "try to break, overload or bypass the security of the website;",
        "remove any copyright or other notices.",
      ],
      after:
        "When you buy a website template, you receive a license to use it for one business's website. You may customize it freely, but you may not resell or redistribute the template itself. This license ends automatically if you break these restrictions.",
    },
    {
      id: "disclaimer",
      title: "3. Disclaimer",
      paragraphs: [
        'The website and its content are provided "as is". The results in our case studies and reviews are real results for specific clients; they are not a promise of the same results for your business, which will depend on your market, competition, budget and many other factors.',
        "To the fullest extent the law allows, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement.",
      ],
    },
    {
      id: "limitations",
      title: "4. Limitations of Liability",
      paragraphs: [
        `To the fullest extent the law allows, ${business.name} and its team will not be liable for any indirect, incidental, special or consequential damages, or for lost profits or data, arising from your use of the website or a template, even if we were told such damage was possible.`,
        "Our total liability for any claim about the website or a template purchase is limited to the amount you paid us for that template, or 100 US dollars if you paid nothing. Some states do not allow these limitations, so they may not all apply to you.",
      ],
    },
    {
      id: "accuracy",
      title: "5. Accuracy of Materials",
      paragraphs: [
        "We work hard to keep the website accurate, but it may contain technical, typographical or photographic errors, and marketing best practices change quickly. We do not warrant that every page is complete or current.",
        "Template prices, features and availability may change without notice. If a price is shown in error, we may cancel the order and refund any payment in full.",
      ],
    },
    {
      id: "links",
      title: "6. Links to Other Websites",
      paragraphs: [
        "The website links to other websites, such as client websites in our portfolio and review platforms. We do not control those websites and are not responsible for their content, privacy practices or availability. Visiting them is at your own risk and under their own terms.",
      ],
    },
    {
      id: "modifications",
      title: "7. Modifications",
      paragraphs: [
        "We may revise these terms at any time by posting an updated version on this page. The date at the top shows when they last changed. By continuing to use the website after a change, you accept the revised terms.",
        "These terms are governed by the laws of the State of Texas, and any dispute will be heard in the state or federal courts located in Harris County, Texas.",
      ],
    },
    {
      id: "contact",
      title: "8. Contact Information",
      paragraphs: ["Questions about these terms? Contact us:"],
      list: contactLines(business, timeZone),
    },
  ],
});

export const legalPageCopy = { updatedLabel: "Last updated:" } as const;

import type { IconName } from "../icons";
import type { demoPageSlugs } from "../prerender";
import type { TemplateId } from "../templates";

/**
 * A template's live demo (/demos/{id}/): a fictional small business built with the template,
 * described as data and drawn by app/components/demos. Colours are the demo's own, so they live
 * here as hex values and reach the page as CSS custom properties.
 */
export type DemoSlug<I extends TemplateId = TemplateId> = (typeof demoPageSlugs)[I][number];

/** Where a demo link goes: one of the demo's own pages ("" is its home page). */
export type DemoLink = { label: string; page: string };

/** The drawings app/components/demos/demo-art.tsx can make. `variant` changes colours and details. */
export type DemoArtKind =
  | "skyline"
  | "crew"
  | "plate"
  | "dining"
  | "house"
  | "stones"
  | "leaf"
  | "columns"
  | "portrait"
  | "bag"
  | "product";

export type DemoArt = { kind: DemoArtKind; variant?: number; alt: string };

/** Small icons a card can carry (lucide-react, chosen in the component). */
export type DemoCard = {
  title: string;
  text?: string;
  /** Short facts under the title ("3 bd · 2 ba", "60 min"). */
  meta?: readonly string[];
  /** Shown prominently ("$485,000", "$95"). */
  price?: string;
  badge?: string;
  icon?: IconName;
  art?: DemoArt;
};

export type DemoBlock =
  | {
      kind: "hero";
      eyebrow?: string;
      title: string;
      text: string;
      primary: DemoLink;
      secondary?: DemoLink;
      art: DemoArt;
      /** Quick links under the text (a listing search's popular filters). */
      quickLinks?: { title: string; links: readonly DemoLink[] };
    }
  | { kind: "pageHeader"; eyebrow?: string; title: string; text: string }
  | { kind: "stats"; items: readonly { value: string; label: string }[] }
  | {
      kind: "cards";
      eyebrow?: string;
      title: string;
      intro?: string;
      columns: 2 | 3 | 4;
      items: readonly DemoCard[];
      link?: DemoLink;
      tone?: "page" | "surface";
    }
  | {
      kind: "menu";
      title: string;
      intro?: string;
      sections: readonly {
        title: string;
        note?: string;
        items: readonly { name: string; description: string; price: string; tags?: readonly string[] }[];
      }[];
      footnote?: string;
    }
  | {
      kind: "split";
      eyebrow?: string;
      title: string;
      paragraphs: readonly string[];
      bullets?: readonly string[];
      art: DemoArt;
      reverse?: boolean;
      tone?: "page" | "surface";
    }
  | {
      kind: "testimonials";
      title: string;
      items: readonly { quote: string; name: string; detail: string }[];
    }
  | {
      kind: "contact";
      title: string;
      intro: string;
      details: readonly { label: string; value: string }[];
      hours?: readonly { days: string; time: string }[];
      form: {
        title: string;
        fields: readonly {
          name: string;
          label: string;
          type: "text" | "email" | "tel" | "date" | "textarea" | "select";
          options?: readonly string[];
        }[];
        submit: string;
      };
    }
  | { kind: "cta"; title: string; text: string; action: DemoLink };

export type DemoPage = {
  /** Label in the demo's navigation. */
  nav: string;
  /** Document title (the business name is added). */
  title: string;
  description: string;
  blocks: readonly DemoBlock[];
};

/** Hex colours of the demo; pairs used for text meet WCAG AA (checked by the axe scan). */
export type DemoColors = {
  page: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  primary: string;
  onPrimary: string;
  /** Text on a primary background that is not the main text (lead paragraphs, eyebrows). */
  onPrimarySoft: string;
  accent: string;
  onAccent: string;
  /** Eyebrows and links on page and surface backgrounds. */
  link: string;
};

export type DemoTheme = {
  colors: DemoColors;
  /** Fonts the site already ships (display, sans) or the system serif; no extra downloads. */
  headingFont: "display" | "sans" | "serif";
  headingWeight: "light" | "bold" | "extrabold";
  uppercaseHeadings?: boolean;
  shape: "square" | "soft" | "round";
  header: "bar" | "light" | "centered";
  hero: { layout: "split" | "centered" | "search"; tone: "light" | "dark"; reverse?: boolean };
};

/** `DemoSite` alone is any one demo (the union over templates, each with its own page slugs). */
export type DemoSite<I extends TemplateId = TemplateId> = I extends TemplateId ? DemoSiteOf<I> : never;

type DemoSiteOf<I extends TemplateId> = {
  templateId: I;
  business: {
    name: string;
    tagline: string;
    phone: string;
    email: string;
    address: string;
    /** One line for the footer ("Mon-Fri 7am-6pm"). */
    hours: string;
  };
  theme: DemoTheme;
  /** The header's call to action. */
  cta: DemoLink;
  footerText: string;
  home: DemoPage;
  pages: { readonly [S in DemoSlug<I>]: DemoPage };
};

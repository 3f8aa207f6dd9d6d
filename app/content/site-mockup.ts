/**
 * How a client's website is drawn in the stylized mock-ups (case studies, project pages).
 * Plain data: the pictures drawn from it are files in app/art/project-site-mockup/, one per domain and view.
 */
export type MockupPalette = "blue" | "sky" | "amber" | "red" | "green" | "slate";

export type SiteMockupSpec = {
  /** Business name shown in the mock-up's navigation bar. */
  name: string;
  /** Domain in the browser's address bar (reserved .example domains only). */
  domain: string;
  headline: string;
  subhead: string;
  cta: string;
  /** Three service tiles under the hero. */
  services: readonly [string, string, string];
  palette: MockupPalette;
};

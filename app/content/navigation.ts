/** Header and footer links (spec 2.2). */
export const headerLinks = [
  { to: "/", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/results", label: "Results" },
  { to: "/portfolio", label: "Portfolio" },
  { to: "/about", label: "About" },
  { to: "/reviews", label: "Reviews" },
  { to: "/blog", label: "Blog" },
] as const;

export const footerLinkGroups = [
  {
    title: "Company",
    links: [
      { to: "/", label: "Home" },
      { to: "/#services", label: "Services" },
      { to: "/results", label: "Results" },
      { to: "/portfolio", label: "Portfolio" },
      { to: "/about", label: "About" },
      { to: "/reviews", label: "Reviews" },
    ],
  },
  {
    title: "Get in touch",
    links: [
      { to: "/#contact", label: "Contact" },
      { to: "/quick-message", label: "Quick Message" },
      { to: "/products", label: "Website Templates" },
      { to: "/blog", label: "Marketing Hub" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/privacy-policy", label: "Privacy Policy" },
      { to: "/terms-of-service", label: "Terms of Service" },
      { to: "/sitemap", label: "Sitemap" },
    ],
  },
] as const;

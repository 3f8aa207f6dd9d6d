import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Route table: spec 2.1, plus the pages the spec links to without routing
 * (contact, custom quote, extra projects), the shop's checkout, the newsletter's
 * confirmation pages and feeds. The JSON API lives in Express (app/.server/http/api).
 */
export default [
  layout("routes/_public.tsx", [
    index("routes/home.tsx"),
    route("services", "routes/services.tsx"),
    route("results", "routes/results.tsx"),
    route("portfolio", "routes/portfolio.tsx"),
    route("about", "routes/about.tsx"),
    route("reviews", "routes/reviews.tsx"),
    route("products", "routes/products.tsx"),
    route("product/:id", "routes/product.tsx"),
    route("checkout/:templateId", "routes/checkout.tsx"),
    route("orders/:token", "routes/order-confirmation.tsx"),
    route("case-studies/:slug", "routes/case-study.tsx"),
    route("projects/:slug", "routes/project.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
    route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
    route("sitemap", "routes/sitemap.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms-of-service", "routes/terms-of-service.tsx"),
    route("quick-message", "routes/quick-message.tsx"),
    route("contact", "routes/contact.tsx"),
    route("custom-quote", "routes/custom-quote.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("newsletter/view/:id", "routes/newsletter-view.ts"),
  // Live template demos: a fictional business's own site, outside the agency's layout (ADR 0020).
  route("demos/:id/:page?", "routes/demo.tsx"),
  // Staff CMS: its own chrome, answered only on CMS_HOSTS (see the host gate in app/.server/http).
  // Route files are named routes/cms.* so the host gate can drop every one of them (host-gate.ts).
  route("cms", "routes/cms.tsx"),
  route("cms/login", "routes/cms.login.tsx"),
  route("cms/logout", "routes/cms.logout.tsx"),
  // Resource route: a post's shareable preview link (issue 17.3), JSON for the editor's control.
  route("cms/posts/:id/preview-link", "routes/cms.post-preview-link.ts"),
  route("cms/posts/:id/newsletter", "routes/cms.post-newsletter.tsx"),
  layout("routes/cms.shell.tsx", [
    layout("routes/cms.sections.tsx", [
      route("cms/dashboard", "routes/cms.dashboard.tsx"),
      route("cms/posts", "routes/cms.posts.tsx"),
      route("cms/inbox", "routes/cms.inbox.tsx"),
      route("cms/analytics", "routes/cms.analytics.tsx"),
      route("cms/media", "routes/cms.media.tsx"),
      route("cms/newsletters", "routes/cms.newsletters.tsx"),
      route("cms/settings", "routes/cms.settings.tsx"),
      route("cms/profile", "routes/cms.profile.tsx"),
    ]),
    // One editor module for both addresses, so a new post keeps its editor when it gains an id.
    route("cms/posts/new", "routes/cms.post-edit.tsx", { id: "routes/cms.post-new" }),
    route("cms/posts/:id", "routes/cms.post-edit.tsx"),
    route("cms/post-media", "routes/cms.post-media.tsx"),
  ]),
] satisfies RouteConfig;

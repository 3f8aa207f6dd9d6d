import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** Route table: spec 2.1 plus the pages it links to, checkout, newsletter pages and feeds (API: Express). */
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
  // Staff CMS, answered only on CMS_HOSTS: routes/cms.* files, so host-gate.ts can drop every one.
  route("cms", "routes/cms.tsx"),
  route("cms/login", "routes/cms.login.tsx"),
  route("cms/logout", "routes/cms.logout.tsx"),
  // Account recovery and sign-in's second step: no session needed.
  route("cms/forgot-password", "routes/cms.forgot-password.tsx"),
  route("cms/reset-password", "routes/cms.reset-password.tsx"),
  route("cms/two-step", "routes/cms.two-step.tsx"),
  // Steps a signed-in account takes before anything else (ADR 0031).
  route("cms/add-email", "routes/cms.add-email.tsx"),
  route("cms/two-step-setup", "routes/cms.two-step-setup.tsx"),
  // An invitation's link: public on the CMS host, the token is the only credential.
  route("cms/invite/:token", "routes/cms.invite.tsx"),
  // Resource route: a post's shareable preview link, JSON for the editor's control.
  route("cms/posts/:id/preview-link", "routes/cms.post-preview-link.ts"),
  route("cms/posts/:id/newsletter", "routes/cms.post-newsletter.tsx"),
  layout("routes/cms.shell.tsx", [
    layout("routes/cms.sections.tsx", [
      route("cms/dashboard", "routes/cms.dashboard.tsx"),
      route("cms/posts", "routes/cms.posts.tsx"),
      route("cms/posts/trash", "routes/cms.posts-trash.tsx"),
      route("cms/inbox", "routes/cms.inbox.tsx"),
      route("cms/analytics", "routes/cms.analytics.tsx"),
      route("cms/media", "routes/cms.media.tsx"),
      route("cms/staff", "routes/cms.staff.tsx"),
      route("cms/newsletters", "routes/cms.newsletters.tsx"),
      route("cms/settings", "routes/cms.settings.tsx"),
      route("cms/settings/webhooks", "routes/cms.webhooks.tsx"),
      route("cms/audit", "routes/cms.audit.tsx"),
      route("cms/profile", "routes/cms.profile.tsx"),
    ]),
    // "New Post" makes a draft and redirects to its editor, whose address then never changes (ADR 0029).
    route("cms/posts/new", "routes/cms.post-new.tsx"),
    route("cms/posts/:id", "routes/cms.post-edit.tsx"),
    route("cms/posts/:id/revisions/:revisionId", "routes/cms.post-revision.tsx"),
    route("cms/post-media", "routes/cms.post-media.tsx"),
  ]),
] satisfies RouteConfig;

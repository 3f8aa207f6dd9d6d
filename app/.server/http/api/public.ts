import { type Request, Router } from "express";
import { visitOfPost } from "~/lib/attribution";
import {
  blogListQuerySchema,
  newsletterSchema,
  newsletterSources,
  newsletterTexts,
} from "~/lib/schemas/blog";
import { orderSchema } from "~/lib/schemas/orders";
import { siteUrl } from "../../config";
import { clientKey } from "../../client-key";
import { subscribe } from "../../services/newsletter/newsletter";
import { placeOrder } from "../../services/orders/orders";
import { getPublishedPost, listPublishedPosts, toPublicPost } from "../../services/posts/blog";
import { HttpError, parseInput } from "../errors";
import { route } from "../methods";

/** The public JSON API of spec 7 besides the lead forms (./leads.ts): the blog, the newsletter, orders. */
export const router = Router();

/**
 * GET /api/blog/posts: a JSON array of published posts (spec 3 fields), newest first or by
 * search rank; pagination travels in headers (X-Total-Count, X-Page, X-Per-Page,
 * X-Total-Pages, Link), see docs/decisions.
 */
route(router, "/blog/posts", {
  get: async (req, res) => {
    const query = parseInput(blogListQuerySchema, req.query);
    const result = await listPublishedPosts(query, { withContent: true });
    const links: string[] = [];
    const linkTo = (page: number) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(req.query)) {
        if (typeof value === "string" && key !== "page") params.set(key, value);
      }
      params.set("page", String(page));
      return `</api/blog/posts?${params}>`;
    };
    if (result.page < result.totalPages) links.push(`${linkTo(result.page + 1)}; rel="next"`);
    if (result.page > 1) links.push(`${linkTo(Math.min(result.page - 1, result.totalPages))}; rel="prev"`);
    res.set({
      "X-Total-Count": String(result.total),
      "X-Page": String(result.page),
      "X-Per-Page": String(result.limit),
      "X-Total-Pages": String(result.totalPages),
      "Access-Control-Expose-Headers": "X-Total-Count, X-Page, X-Per-Page, X-Total-Pages, Link",
    });
    if (links.length) res.set("Link", links.join(", "));
    res.json(result.posts);
  },
});

/** GET /api/blog/posts/:slug: one published post, or 404 `{ message }`. */
route(router, "/blog/posts/:slug", {
  get: async (req, res) => {
    const post = await getPublishedPost(String(req.params.slug));
    if (!post) throw new HttpError(404, "Post not found");
    res.json(toPublicPost(post));
  },
});

/** The visit a JSON body names (the browser's stored visit), else what its Referer shows. */
const visitOfBody = (req: Request) =>
  visitOfPost({
    field: typeof req.body?.visit === "string" ? req.body.visit : undefined,
    referer: req.get("referer"),
  });

/**
 * POST /api/blog/newsletter `{ email }`: double opt-in. The answer is the same whether the
 * address is new, pending or confirmed. A bad address gets 400 `{ message }`.
 */
route(router, "/blog/newsletter", {
  post: async (req, res) => {
    const input = parseInput(newsletterSchema, { email: req.body?.email });
    const source = newsletterSources.find((value) => value === req.body?.source) ?? "api";
    const visit = visitOfBody(req);
    await subscribe({ ...input, source, visit, userAgent: req.get("user-agent") }, clientKey(req.ip));
    res.status(200).json({ ok: true, message: newsletterTexts.success });
  },
});

/**
 * POST /api/orders { templateId, name, email, company, phone, notes?, consent: true }
 * → 201 { orderNumber, confirmationUrl } (a repeat within seconds → 200 with the same order).
 */
route(router, "/orders", {
  post: async (req, res) => {
    const input = parseInput(orderSchema, req.body);
    const visit = visitOfBody(req);
    const placed = await placeOrder(input, {
      ip: clientKey(req.ip),
      userAgent: req.get("user-agent"),
      page: "api",
      landing: visit?.landing,
      referrer: visit?.referrer ?? req.get("referer") ?? undefined,
      utm: visit?.utm,
    });
    const body: Record<string, string> = {
      orderNumber: placed.order.orderNumber,
      confirmationUrl: siteUrl(placed.confirmationPath),
    };
    if (placed.nextUrl !== placed.confirmationPath) body.paymentUrl = placed.nextUrl;
    res.status(placed.created ? 201 : 200).json(body);
  },
});

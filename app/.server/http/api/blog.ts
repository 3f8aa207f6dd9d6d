import { Router } from "express";
import { blogListQuerySchema } from "~/lib/schemas/blog";
import { getPublishedPost, listPublishedPosts, toPublicPost } from "../../services/posts/blog";
import { HttpError, handle, parseInput } from "../errors";
import { route } from "../methods";

/**
 * GET /api/blog/posts: a JSON array of published posts (spec 3 fields), newest first or by
 * search rank; pagination travels in headers (X-Total-Count, X-Page, X-Per-Page,
 * X-Total-Pages, Link), see docs/decisions.
 * GET /api/blog/posts/:slug: one published post, or 404 `{ message }`.
 */
export const router = Router();

route(router, "/blog/posts", {
  get: handle(async (req, res) => {
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
  }),
});

route(router, "/blog/posts/:slug", {
  get: handle(async (req, res) => {
    const post = await getPublishedPost(String(req.params.slug));
    if (!post) throw new HttpError(404, "Post not found");
    res.json(toPublicPost(post));
  }),
});

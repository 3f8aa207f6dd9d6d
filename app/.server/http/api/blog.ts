import { Router } from "express";

/** GET /api/blog/posts, GET /api/blog/posts/:slug (Marketing Hub issue). */
export const router = Router();

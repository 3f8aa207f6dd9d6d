import { clientKey } from "../../client-key";
import { type Request, type Response, Router } from "express";
import { loginSchema } from "~/lib/schemas/auth";
import { postFormSchema } from "~/lib/schemas/post";
import { signIn } from "../../services/staff/auth";
import { postOverview } from "../../services/posts/post-list";
import { createPost, listAllPosts } from "../../services/posts/cms-posts";
import { pendingSignInCookie, sessionCookie } from "../session-cookies";
import { allow, cmsApiGuards, cmsAuditActor, cmsAuth, cmsHostOnly } from "../guards";
import { handle, parseInput, toHttpError } from "../errors";
import { route } from "../methods";

/**
 * The staff calls of spec 7 (/api/cms/*), answered only on CMS_HOSTS: sign-in, the signed-in
 * user, the overview, and the post list and create. The CMS screens use their page actions;
 * these stay for the spec's clients. Every path but the sign-in needs a session; every state
 * change needs a same-origin request (cmsSameOriginOnly in ../guards).
 */
export const router = Router();

/**
 * A post change's actor: named on revisions, held to the post rules by id and role, and in the
 * audit trail with the client.
 */
const postActor = (req: Request, res: Response) => {
  const { id, username, role } = cmsAuth(res).user;
  return { id, username, role, audit: cmsAuditActor(req, res) };
};

// Sign-in: the host gate (the CSRF check ran before the API), but no session yet.
route(router, "/cms/login", {
  post: [
    cmsHostOnly,
    handle(async (req, res) => {
      try {
        const input = parseInput(loginSchema, req.body);
        const signedIn = await signIn({
          username: input.username,
          password: input.password,
          ip: clientKey(req.ip),
          userAgent: req.get("user-agent"),
        });
        if (signedIn.token === undefined) {
          // Two-step sign-in: the code comes next, on /cms/two-step.
          res.set("Set-Cookie", await pendingSignInCookie(signedIn.pending));
          res.json({ user: { username: signedIn.user.username }, twoStep: true });
          return;
        }
        res.set("Set-Cookie", await sessionCookie(signedIn.token));
        res.json({ user: { username: signedIn.user.username } });
      } catch (error) {
        // Spec 7: a failed sign-in carries an `error` field (kept next to the usual `message`).
        const refusal = toHttpError(error);
        if (!refusal) throw error;
        if (refusal.headers) res.set(refusal.headers);
        res
          .status(refusal.status)
          .json({ error: refusal.message, message: refusal.message, errors: refusal.errors });
      }
    }),
  ],
});

// Everything else under /cms: host gate and session.
router.use("/cms", ...cmsApiGuards);

route(router, "/cms/me", {
  get: (_req, res) => {
    res.json({ user: { username: cmsAuth(res).user.username } });
  },
});

route(router, "/cms/analytics/overview", {
  get: [
    allow("analytics.view"),
    handle(async (_req, res) => {
      res.json(await postOverview());
    }),
  ],
});

route(router, "/cms/blog/posts", {
  get: [
    allow("posts.write"),
    handle(async (_req, res) => {
      // Drafts only for whoever may read them (lib/permissions' mayReadPost).
      res.json(await listAllPosts(cmsAuth(res).user));
    }),
  ],
  post: [
    allow("posts.write"),
    handle(async (req, res) => {
      const input = parseInput(postFormSchema, req.body);
      res.status(201).json(await createPost(input, postActor(req, res)));
    }),
  ],
});

// An unknown /api/cms path on a CMS host, for a signed-in user, falls through to the API's 404.

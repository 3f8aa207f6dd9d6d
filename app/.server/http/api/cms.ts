import { clientKey } from "../../client-key";
import { type Request, type Response, Router } from "express";
import { loginSchema } from "~/lib/schemas/auth";
import { changePasswordSchema } from "~/lib/schemas/auth";
import { postFormSchema, postPublishSchema } from "~/lib/schemas/post";
import { changePassword, signIn } from "../../services/staff/auth";
import { postOverview } from "../../services/posts/post-list";
import { createPost, listAllPosts, setPublished, updatePost } from "../../services/posts/cms-posts";
import { trashPost } from "../../services/posts/post-trash";
import { deleteOtherSessions, deleteSession } from "../../services/staff/sessions";
import { clearedSessionCookie, pendingSignInCookie, sessionCookie } from "../session-cookies";
import { allow, cmsApiGuards, cmsAuditActor, cmsAuth, cmsHostOnly } from "../cms-guards";
import { handle, parseInput, toHttpError } from "../errors";
import { route } from "../methods";

/**
 * The staff CMS API (/api/cms/*), answered only on CMS_HOSTS. Every path but the sign-in needs a
 * session; every state change needs a same-origin request (cmsSameOriginOnly in ../guards).
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

route(router, "/cms/logout", {
  post: handle(async (_req, res) => {
    await deleteSession(cmsAuth(res).sessionId);
    res.set("Set-Cookie", await clearedSessionCookie());
    res.status(204).end();
  }),
});

route(router, "/cms/me", {
  get: (_req, res) => {
    res.json({ user: { username: cmsAuth(res).user.username } });
  },
});

route(router, "/cms/account/password", {
  post: handle(async (req, res) => {
    const input = parseInput(changePasswordSchema, req.body);
    const result = await changePassword(cmsAuth(res), input.currentPassword, input.newPassword, {
      code: input.code,
      actor: cmsAuditActor(req, res),
    });
    res.json({ ok: true, ...result });
  }),
});

route(router, "/cms/sessions/others", {
  delete: handle(async (_req, res) => {
    const auth = cmsAuth(res);
    res.json({ ended: await deleteOtherSessions(auth.user.id, auth.sessionId) });
  }),
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

route(router, "/cms/blog/posts/:id", {
  // The posts service holds each post to the rules of lib/permissions (own drafts, publishing).
  put: [
    allow("posts.write"),
    handle(async (req, res) => {
      const input = parseInput(postFormSchema, req.body);
      res.json(await updatePost(String(req.params.id), input, postActor(req, res)));
    }),
  ],
  patch: [
    allow("posts.write"),
    handle(async (req, res) => {
      const input = parseInput(postPublishSchema, req.body);
      res.json(await setPublished(String(req.params.id), input.isPublished, postActor(req, res)));
    }),
  ],
  // Moves the post to the Trash (restorable for 30 days); the answer is the spec's as before.
  delete: [
    allow("posts.write"),
    handle(async (req, res) => {
      await trashPost(String(req.params.id), postActor(req, res));
      res.status(204).end();
    }),
  ],
});

// An unknown /api/cms path on a CMS host, for a signed-in user, falls through to the API's 404.

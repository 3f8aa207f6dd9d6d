import { clientKey } from "../../client-key";
import { Router } from "express";
import { loginSchema } from "~/lib/schemas/auth";
import { changePasswordSchema } from "~/lib/schemas/auth";
import { postFormSchema, postPublishSchema } from "~/lib/schemas/post";
import { getConfig } from "../../config";
import { changePassword, signIn } from "../../services/auth";
import { postOverview } from "../../services/post-list";
import { createPost, deletePost, listAllPosts, setPublished, updatePost } from "../../services/cms-posts";
import {
  clearedSessionCookie,
  deleteOtherSessions,
  deleteSession,
  sessionCookie,
} from "../../services/sessions";
import { allow, cmsApiGuards, cmsAuth, cmsHostOnly, sameOriginOnly } from "../cms-guards";
import { handle, parseWith, toHttpError } from "../errors";
import { route } from "../methods";

/**
 * The staff CMS API (/api/cms/*), answered only on CMS_HOSTS. Every path but the sign-in needs a
 * session; every state change needs a same-origin request (see cms-guards).
 */
export const router = Router();

// Sign-in: the host gate and the CSRF check, but no session yet.
route(router, "/cms/login", {
  post: [
    cmsHostOnly,
    sameOriginOnly,
    handle(async (req, res) => {
      try {
        const input = parseWith(loginSchema, req.body);
        const { token, user } = await signIn({
          username: input.username,
          password: input.password,
          ip: clientKey(req.ip),
          userAgent: req.get("user-agent"),
        });
        res.set("Set-Cookie", sessionCookie(getConfig(), token));
        res.json({ user: { username: user.username } });
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

// Everything else under /cms: host gate, session, CSRF.
router.use("/cms", ...cmsApiGuards);

route(router, "/cms/logout", {
  post: handle(async (_req, res) => {
    await deleteSession(cmsAuth(res).sessionId);
    res.set("Set-Cookie", clearedSessionCookie(getConfig()));
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
    const input = parseWith(changePasswordSchema, req.body);
    const result = await changePassword(cmsAuth(res), input.currentPassword, input.newPassword);
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
      res.json(await listAllPosts());
    }),
  ],
  post: [
    allow("posts.write"),
    handle(async (req, res) => {
      const input = parseWith(postFormSchema, req.body);
      res.status(201).json(await createPost(input, cmsAuth(res).user));
    }),
  ],
});

route(router, "/cms/blog/posts/:id", {
  // The posts service holds each post to the rules of lib/permissions (own drafts, publishing).
  put: [
    allow("posts.write"),
    handle(async (req, res) => {
      const input = parseWith(postFormSchema, req.body);
      res.json(await updatePost(String(req.params.id), input, cmsAuth(res).user));
    }),
  ],
  patch: [
    allow("posts.write"),
    handle(async (req, res) => {
      const input = parseWith(postPublishSchema, req.body);
      res.json(await setPublished(String(req.params.id), input.isPublished, cmsAuth(res).user));
    }),
  ],
  delete: [
    allow("posts.write"),
    handle(async (req, res) => {
      await deletePost(String(req.params.id), cmsAuth(res).user);
      res.status(204).end();
    }),
  ],
});

// An unknown /api/cms path on a CMS host, for a signed-in user, falls through to the API's 404.

import type { RequestHandler } from "express";

/** The unsubscribe page: its action is also the List-Unsubscribe URL of every mail (RFC 8058). */
const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

/**
 * A one-click unsubscribe is posted by the subscriber's mail provider, and a webmail may send its
 * own Origin (or "null") with it. React Router refuses a page action from another origin (its
 * CSRF check), which left the subscriber subscribed. This action's authority is the signed,
 * single-subscriber token in its URL or form, not the browser's session, so a cross-site post
 * gains nothing a forger without the token could use: the Origin is dropped for this one path
 * (documents only; `.data` posts come from our own pages). Every other action keeps the check.
 */
export const oneClickUnsubscribeFromAnyOrigin: RequestHandler = (req, _res, next) => {
  if (req.method === "POST" && req.path === UNSUBSCRIBE_PATH) delete req.headers.origin;
  next();
};

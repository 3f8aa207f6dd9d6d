import type { Request, RequestHandler } from "express";
import { defaultSiteSettings, type SiteSettings } from "~/lib/site-settings";
import { getSiteSettings, siteSettingsVersion } from "../services/settings";

export type SiteSettingsState = { version: string | null; settings: SiteSettings };

export type SiteSettingsWatch = {
  /** The settings as of at most `checkMs` ago; throws when the database cannot be read. */
  read(): Promise<SiteSettingsState>;
  /**
   * The settings a page render shows: as read() but waiting for the look when one is due, so a
   * render is never older than `checkMs` (nor than a CMS write on this instance), and costs no
   * query of its own in between; throws when the database cannot be read.
   */
  current(): Promise<SiteSettings>;
  /** Before the pages: after a CMS write on this instance the next read looks again at once. */
  afterCmsWrites: RequestHandler;
};

/** A request that may change what the CMS stores (a post, a setting). */
export function isCmsWrite(req: Request): boolean {
  return (
    req.method !== "GET" &&
    req.method !== "HEAD" &&
    (req.path.startsWith("/api/cms") || req.path.startsWith("/cms"))
  );
}

/**
 * The site settings the public pages show (ADR 0028), as every instance's page caches see them:
 * at most once per `checkMs` a request starts a read of their version (one indexed query), and
 * the settings themselves only when it moved; the request does not wait for it (see read()). A CMS write on this instance forces that look on the
 * next request, so staff see their change at once; other instances follow within a second.
 */
export function watchSiteSettings({ checkMs = 1_000 }: { checkMs?: number } = {}): SiteSettingsWatch {
  let state: SiteSettingsState = { version: null, settings: defaultSiteSettings };
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  const forceCheck = () => {
    checkedAt = 0;
  };

  const look = () =>
    (checking ??= (async () => {
      try {
        const version = await siteSettingsVersion();
        if (version !== state.version) {
          state = { version, settings: version === null ? defaultSiteSettings : await getSiteSettings() };
        }
        checkedAt = Date.now();
      } finally {
        checking = undefined;
      }
    })());

  return {
    async read() {
      if (Date.now() - checkedAt < checkMs) return state;
      const refresh = look();
      // Only the first look, and the first after a CMS write here, waits for the database. Else
      // the known settings answer at once while the look runs: a prerendered page must not queue
      // behind a flood of renders' queries for a version that changes a few times a day
      // (otherwise GET / waits on the embedded database once a second under a flood).
      if (checkedAt === 0) await refresh;
      else refresh.catch(() => {});
      return state;
    },
    async current() {
      if (Date.now() - checkedAt >= checkMs) await look();
      return state.settings;
    },
    afterCmsWrites(req, res, next) {
      if (isCmsWrite(req)) {
        forceCheck();
        res.once("finish", forceCheck);
      }
      next();
    },
  };
}

import type { Request, RequestHandler, Response } from "express";
import { defaultSiteSettings, type SiteSettings } from "~/lib/site-settings";
import { getSiteSettings, siteSettingsVersion } from "../services/settings";

/**
 * A look at a version of what the CMS stores, at most once per `checkMs`. Only the first look, and
 * the first after a CMS write here, is waited for: an answer from memory must not queue behind a
 * flood of renders' queries for a version that changes a few times a day.
 */
export function versionLook(checkMs: number, look: () => Promise<void>) {
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  const run = () =>
    (checking ??= look()
      .then(() => {
        checkedAt = Date.now();
      })
      .finally(() => {
        checking = undefined;
      }));
  return {
    /** The look, when one is due: the promise to wait for, or undefined when it runs behind the request. */
    due(): Promise<void> | undefined {
      if (Date.now() - checkedAt < checkMs) return undefined;
      const running = run();
      if (checkedAt === 0) return running;
      running.catch(() => {}); // database trouble: the next request looks again
      return undefined;
    },
    /** Waits for the look when one is due (a page render's settings). */
    async now() {
      if (Date.now() - checkedAt >= checkMs) await run();
    },
    /** A request that may change what the CMS stores (a post, a setting): look again now and once it is done. */
    noteCmsWrite(req: Request, res: Response) {
      if (req.method === "GET" || req.method === "HEAD") return;
      if (!req.path.startsWith("/api/cms") && !req.path.startsWith("/cms")) return;
      checkedAt = 0;
      res.once("finish", () => {
        checkedAt = 0;
      });
    },
  };
}

/**
 * The site settings the public pages show (ADR 0028): at most once per `checkMs` a read of their
 * version, and of the settings only when it moved. A CMS write here forces the next look.
 */
export function watchSiteSettings({ checkMs = 1_000 }: { checkMs?: number } = {}) {
  let state: { version: string | null; settings: SiteSettings } = {
    version: null,
    settings: defaultSiteSettings,
  };
  const look = versionLook(checkMs, async () => {
    const version = await siteSettingsVersion();
    if (version !== state.version) {
      state = { version, settings: version === null ? defaultSiteSettings : await getSiteSettings() };
    }
  });
  return {
    /** The settings as of at most `checkMs` ago; throws when the database cannot be read. */
    async read() {
      await look.due();
      return state;
    },
    /** As read(), but waiting for the look when one is due (a page render's settings). */
    async current() {
      await look.now();
      return state.settings;
    },
    /** Before the pages: after a CMS write on this instance the next read looks again at once. */
    afterCmsWrites: ((req, res, next) => {
      look.noteCmsWrite(req, res);
      next();
    }) as RequestHandler,
  };
}

export type SiteSettingsWatch = ReturnType<typeof watchSiteSettings>;

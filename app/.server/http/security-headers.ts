import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Config } from "../config";

/** A fresh CSP nonce per response, used by helmet and by the HTML renderers. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
};

export function securityHeaders(config: Config, { csp }: { csp: boolean }): RequestHandler[] {
  const https = config.PUBLIC_URL.startsWith("https://");
  return [
    helmet({
      contentSecurityPolicy: csp
        ? {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: [
                "'self'",
                (_req, res) =>
                  `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
              ],
              styleSrc: ["'self'", "'unsafe-inline'"],
              // The site's public origin too: the CMS's newsletter preview shows the mail's images
              // at their PUBLIC_URL addresses, as subscribers see them, when the CMS has a host of its own.
              imgSrc: ["'self'", new URL(config.PUBLIC_URL).origin, "data:", "blob:"],
              fontSrc: ["'self'"],
              connectSrc: ["'self'"],
              mediaSrc: ["'self'"],
              objectSrc: ["'none'"],
              baseUri: ["'none'"],
              frameAncestors: ["'none'"],
              formAction: ["'self'"],
              manifestSrc: ["'self'"],
              ...(https ? { upgradeInsecureRequests: [] } : {}),
            },
          }
        : false,
      strictTransportSecurity: https ? { maxAge: 63072000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      // Share popups (spec 2.14) need window.open to keep working.
      crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    }),
    // Images may be loaded by any origin (a webmail showing a newsletter); everything else stays same-origin.
    (req, res, next) => {
      if (PUBLIC_IMAGE.test(req.path)) res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
      res.setHeader(
        "Permissions-Policy",
        "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()",
      );
      next();
    },
  ];
}

/** Paths of images: static art, uploads, Open Graph cards, the newsletter's PNG and JPEG renditions. */
const PUBLIC_IMAGE = /\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/i;

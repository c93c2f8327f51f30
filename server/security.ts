/** Security middleware: client address, CSP nonce and headers, and the cross-site request check. */
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { CLIENT_IP_HEADER } from "~/lib/auth.server";

/**
 * Express resolved the client address honouring TRUST_PROXY; pass it on in a header we control
 * so better-auth's limiter keys on the real client rather than on one shared bucket, and a client
 * cannot pick its own bucket by sending the header itself.
 */
export function clientAddress(req: Request, _res: Response, next: NextFunction) {
  req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  next();
}

export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
}

/** The only frames a page may load: the players whose addresses video-link.ts computes. */
export const VIDEO_FRAME_SOURCES = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

export function securityHeaders({ production, https }: { production: boolean; https: boolean }) {
  return helmet({
    // Vite's development server injects inline scripts; the policy applies to built sites.
    contentSecurityPolicy: production
      ? {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
            // react-hot-toast injects its own <style>; style attributes are harmless without script.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:", "https:", "http:"],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'"],
            // The service worker (public/sw.js, issue 18) and the web app manifest: this site's own only.
            workerSrc: ["'self'"],
            manifestSrc: ["'self'"],
            // Recipe videos, inserted only when the visitor presses play (recipe-video.tsx): the no-cookie
            // YouTube player and Vimeo's player, nothing else (app/features/recipes/video-link.ts).
            frameSrc: [...VIDEO_FRAME_SOURCES],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            ...(https ? { upgradeInsecureRequests: [] } : {}),
          },
        }
      : false,
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Refuses state-changing requests sent by another site (CSRF), with 403. */
export function sameOriginWrites(trusted: string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const crossSite = site === "cross-site" || (origin !== undefined && !trusted.includes(origin));
    if (crossSite) {
      res.status(403).type("text/plain").send("Cross-site requests are not allowed.");
      return;
    }
    next();
  };
}

/** Express "trust proxy" from TRUST_PROXY: false, true, a hop count, or addresses/subnets. */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === "false" || value === "") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

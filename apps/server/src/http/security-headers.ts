import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The web app's Content-Security-Policy: every script, style and font comes from this server;
 * calls too, except the playground's to the user's endpoints. Styles also allow inline ones because Radix dialogs and menus lock page scrolling by
 * adding a `<style>` element at run time (react-remove-scroll); scripts never do. Images may be
 * data: and blob: URLs (icons, exported files), never a third-party host, so a shared run's
 * Markdown cannot load tracking pixels.
 */
export const webContentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // The custom-endpoint playground calls the user's own endpoints from the browser (SPEC §7),
  // wherever they are; scripts still come only from this server, so no injected code can use it.
  connectSrc: ["'self'", 'https:', 'http:'],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
};

/**
 * Security headers of every answer (OWASP ASVS 14.4): the CSP above, no framing anywhere (shared
 * run pages included), no MIME sniffing, referrers cut to the origin across sites. A route that
 * sets its own Content-Security-Policy (the API docs page) keeps it.
 */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: webContentSecurityPolicy,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // No includeSubDomains: a self-hoster's other services on sibling hosts are not ours to pin.
    strictTransportSecurity: 'max-age=31536000',
    // Browser SDKs call the ingestion routes from other origins; CORS decides, not CORP.
    crossOriginResourcePolicy: false,
    overwrite: false,
  });
}

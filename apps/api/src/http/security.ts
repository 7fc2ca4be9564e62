import { createHash } from "node:crypto";
import { PAINT_FIRST_SCRIPT } from "@vayu/shared/paint-first";

/** The one inline script a page may run, named by its hash (docs/decisions/182-paint-before-javascript.md). */
const paintFirstHash = `'sha256-${createHash("sha256").update(PAINT_FIRST_SCRIPT).digest("base64")}'`;

/**
 * Content Security Policy: our own origin, plus only what must be remote in production:
 * Razorpay's checkout (script, frames, API) and the lazily loaded map embed.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", paintFirstHash, "https://checkout.razorpay.com"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", "https:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'", "https://api.razorpay.com", "https://lumberjack.razorpay.com"],
  frameSrc: ["'self'", "https://api.razorpay.com", "https://checkout.razorpay.com", "https://www.google.com"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

import { createHmac, timingSafeEqual } from "node:crypto";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Flash } from "@vayu/shared/page-request";
import { MAX_REVIEW_PHOTOS } from "@vayu/shared/reviews";
import { MAX_UPLOAD_BYTES } from "@vayu/shared/staff-catalog";
import { HttpError } from "./errors";

/**
 * The cookie that lets the page server know the shopper (docs/decisions/195-forms-before-javascript.md):
 * the same access token the JavaScript client sends as a Bearer token, HttpOnly, read only for
 * pages and their form posts. The JSON API never reads it, so it needs no CSRF defence of its own.
 */
export const PAGE_SESSION_COOKIE = "vayu_session";
/** A toast a form post leaves for the page it redirects to: signed, read once. */
export const FLASH_COOKIE = "vayu_flash";


/** A page form's text fields: as much as an URL-encoded page post may carry. */
const PAGE_FORM_BYTES = 64 * 1024;

/**
 * What a page post with files is read with (docs/decisions/332-review-photos.md): one photo more
 * than a review takes and one byte more than a picture may have, so that the route action can
 * say which was too many or too large; past these the rest of the post is not read.
 */
export const PAGE_FILE_LIMITS = {
  files: MAX_REVIEW_PHOTOS + 1,
  fileSize: MAX_UPLOAD_BYTES + 1,
  fields: 20,
  fieldSize: PAGE_FORM_BYTES,
  parts: MAX_REVIEW_PHOTOS + 1 + 20,
};

/** The pages whose forms carry files: a product page, for its review's photos (docs/decisions/332-review-photos.md). */
const FILE_PAGE = /^(?:\/hi)?\/product\/[^/?]+(?:\?|$)/;

const isMultipart = (request: FastifyRequest) => (request.headers["content-type"] ?? "").startsWith("multipart/form-data");

/**
 * Cookies (the flash signed with a key of its own), URL-encoded form posts kept as their text,
 * and the server's one multipart reader: the upload routes (images/uploads.ts) and the pages
 * whose forms carry files read with it, each with its own limits; any other route refuses
 * multipart as it did before the reader was the server's (415).
 */
export async function registerPageForms(app: FastifyInstance) {
  await app.register(cookie, { secret: createHmac("sha256", app.config.jwtSecret).update("cookie-signing").digest("hex") });
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: PAGE_FORM_BYTES }, (_request, body, done) => {
    done(null, body);
  });
  await app.register(multipart, { limits: PAGE_FILE_LIMITS, throwFileSizeLimit: false });
  app.addHook("onRequest", async (request) => {
    if (!isMultipart(request) || request.routeOptions.config.takesFiles) return;
    if (request.method === "POST" && FILE_PAGE.test(request.url)) return;
    throw new HttpError(415, "Unsupported Media Type: send the form as JSON or URL-encoded.");
  });
}

/** A browser's form post: the one kind of POST a page URL answers; with files only to a page that takes them. */
export const isFormPost = (request: FastifyRequest) =>
  request.method === "POST" &&
  ((request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded") ||
    (isMultipart(request) && FILE_PAGE.test(request.url)));

const isHttps = (publicUrl: string) => publicUrl.startsWith("https:");

/** Gives the browser the page session for a token just issued by login or sign-up. */
export function startPageSession(reply: FastifyReply, token: string, publicUrl: string, maxAgeSeconds: number) {
  reply.setCookie(PAGE_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(publicUrl),
    path: "/",
    maxAge: maxAgeSeconds,
  });
}

export function endPageSession(reply: FastifyReply) {
  reply.clearCookie(PAGE_SESSION_COOKIE, { path: "/" });
}

/** The token a page form of this session must carry: an HMAC of the session token, so it changes with every login. */
export function csrfTokenFor(secret: string, sessionToken: string): string {
  return createHmac("sha256", secret).update(`csrf:${sessionToken}`).digest("base64url");
}

export function csrfTokenMatches(secret: string, sessionToken: string, sent: unknown): boolean {
  if (typeof sent !== "string") return false;
  const expected = Buffer.from(csrfTokenFor(secret, sessionToken));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A form post that came from one of the store's own pages: browsers send Sec-Fetch-Site and,
 * on POST, Origin; a post another site made a visitor's browser send says so in either. The
 * store's pages say `Referrer-Policy: no-referrer`, under which a browser sends its own pages'
 * posts with `Origin: null`: there Sec-Fetch-Site `same-origin` is the browser's word for it.
 */
export function isOwnFormPost(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site === "same-origin") return true;
  if (site !== undefined && site !== "none") return false;
  const origin = request.headers.origin;
  if (origin === undefined || origin === "null") return origin === undefined;
  const host = request.headers.host;
  return origin === new URL(publicUrl).origin || (host !== undefined && new URL(origin).host === host);
}

export function setFlash(reply: FastifyReply, flash: Flash, publicUrl: string) {
  reply.setCookie(FLASH_COOKIE, JSON.stringify(flash), {
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(publicUrl),
    path: "/",
    maxAge: 60,
    signed: true,
  });
}

const FLASH_KINDS: readonly string[] = ["success", "error", "info", "warning"];

function isFlash(value: unknown): value is Flash {
  if (typeof value !== "object" || value === null) return false;
  const flash = value as Record<string, unknown>;
  return typeof flash.kind === "string" && FLASH_KINDS.includes(flash.kind) && typeof flash.message === "string";
}

/** The toast a form post left, cleared as it is read; null when none (or forged). */
export function takeFlash(request: FastifyRequest, reply: FastifyReply): Flash | null {
  const raw = request.cookies[FLASH_COOKIE];
  if (raw === undefined) return null;
  reply.clearCookie(FLASH_COOKIE, { path: "/" });
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const flash: unknown = JSON.parse(unsigned.value);
    return isFlash(flash) ? flash : null;
  } catch {
    return null;
  }
}

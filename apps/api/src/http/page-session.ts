import { createHmac, timingSafeEqual } from "node:crypto";
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * The cookie that lets the page server know the shopper (docs/decisions/195-forms-before-javascript.md):
 * the same access token the JavaScript client sends as a Bearer token, HttpOnly, read only for
 * pages and their form posts. The JSON API never reads it, so it needs no CSRF defence of its own.
 */
export const PAGE_SESSION_COOKIE = "vayu_session";
/** A toast a form post leaves for the page it redirects to: signed, read once. */
export const FLASH_COOKIE = "vayu_flash";

export interface Flash {
  kind: "success" | "error" | "info" | "warning";
  message: string;
}

/** Cookies (the flash signed with a key of its own) and URL-encoded form posts, kept as their text. */
export async function registerPageForms(app: FastifyInstance) {
  await app.register(cookie, { secret: createHmac("sha256", app.config.jwtSecret).update("cookie-signing").digest("hex") });
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, body);
  });
}

/** A browser's form post: the one kind of POST a page URL answers. */
export const isFormPost = (request: FastifyRequest) =>
  request.method === "POST" && (request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");

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
 * on POST, Origin; a post another site made a visitor's browser send says so in either. Under
 * the store's `Referrer-Policy: no-referrer` (helmet's) a browser's own form post says
 * `Origin: null`: then only its Sec-Fetch-Site, which no page can set, can vouch for it.
 */
export function isOwnFormPost(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") return false;
  const origin = request.headers.origin;
  if (origin === "null") return site === "same-origin";
  if (origin === undefined) return true;
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

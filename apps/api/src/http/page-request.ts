import { MeResponse } from "@vayu/shared/accounts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { forbidden } from "./errors";
import {
  csrfTokenFor,
  csrfTokenMatches,
  endPageSession,
  isOwnFormPost,
  PAGE_SESSION_COOKIE,
  takeFlash,
} from "./page-session";
import type { PageRequest, PageSession } from "@vayu/shared/page-request";

const FORM_EXPIRED = "This form had expired. Please try again.";

/**
 * The shopper of the page session cookie, asked of `/api/auth/me` as the JavaScript client
 * asks it: a token that is forged, expired or from before a password change gets a 401 there,
 * and its cookie is dropped.
 */
async function pageSessionOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<PageSession | null> {
  const token = request.cookies[PAGE_SESSION_COOKIE];
  if (!token) return null;
  const me = await app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: `Bearer ${token}` } });
  const parsed = me.statusCode === 200 ? MeResponse.safeParse(me.json()) : null;
  if (!parsed?.success) {
    endPageSession(reply);
    return null;
  }
  return { token, user: parsed.data.user, csrf: csrfTokenFor(app.config.jwtSecret, token) };
}

/**
 * What the storefront renderer is asked for this request: the page, as its shopper, with the
 * toast the last form post left. A form post must come from the store's own pages and, when it
 * acts for a signed-in shopper, carry their CSRF token (docs/decisions/195-forms-before-javascript.md).
 */
export async function pageRequestOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<PageRequest> {
  const session = await pageSessionOf(app, request, reply);
  const flash = takeFlash(request, reply);
  if (request.method !== "POST") return { url: request.url, method: "GET", session, flash };
  if (!isOwnFormPost(request, app.config.publicUrl)) throw forbidden("This form was sent from another site.");
  const form = typeof request.body === "string" ? request.body : "";
  // A page from before a login elsewhere carries the old session's token: it is shown again, current.
  if (session && !csrfTokenMatches(app.config.jwtSecret, session.token, new URLSearchParams(form).get("_csrf")))
    return { url: request.url, method: "GET", session, flash: { kind: "error", message: FORM_EXPIRED } };
  return { url: request.url, method: "POST", form, session, flash };
}

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
 * A page post with files (http/page-session.ts took it only for a page whose form has some) as the
 * route action reads it: its fields, and its files with their names and declared types; the
 * input a browser sends with no file chosen is left out. Past the limits the rest is not read: a
 * file cut at one byte over the size and the one photo too many are what the action refuses
 * (docs/decisions/332-review-photos.md).
 */
async function filesFormOf(app: FastifyInstance, request: FastifyRequest): Promise<FormData> {
  const form = new FormData();
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (typeof part.value === "string") form.append(part.fieldname, part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.filename === "" && bytes.length === 0) continue;
      form.append(part.fieldname, new File([bytes], part.filename, { type: part.mimetype }));
    }
  } catch (error) {
    if (!(error instanceof app.multipartErrors.FilesLimitError)) throw error;
  }
  return form;
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
  // Read only once the post is known to come from the store's own page.
  const form = request.isMultipart() ? await filesFormOf(app, request) : typeof request.body === "string" ? request.body : "";
  const csrf = typeof form === "string" ? new URLSearchParams(form).get("_csrf") : form.get("_csrf");
  // A page from before a login elsewhere carries the old session's token: it is shown again, current.
  if (session && !csrfTokenMatches(app.config.jwtSecret, session.token, csrf))
    return { url: request.url, method: "GET", session, flash: { kind: "error", message: FORM_EXPIRED } };
  return { url: request.url, method: "POST", form, session, flash };
}

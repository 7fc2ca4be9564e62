import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isLocale, LANG_COOKIE, localeOfPath, localisedPath, unlocalisedPath, type Locale } from "@vayu/shared/locale";

declare module "fastify" {
  interface FastifyRequest {
    /** The language the API answers in: Hindi when Accept-Language prefers it, else English. */
    locale: Locale;
  }
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language an Accept-Language header prefers of the store's two: `hi` only when a Hindi
 * range ranks above every English one (`hi-IN,hi;q=0.9,en;q=0.8`), else `en`.
 */
export function preferredLocale(header: string | undefined): Locale {
  let best: { locale: Locale; q: number } = { locale: "en", q: 0 };
  for (const part of (header ?? "").split(",")) {
    const [range = "", ...parameters] = part.trim().toLowerCase().split(";");
    const language = range.split("-")[0];
    if (!isLocale(language)) continue;
    const qParameter = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith("q="));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (Number.isFinite(q) && q > best.q) best = { locale: language, q };
  }
  return best.locale;
}

/** `request.locale` on every request, from its Accept-Language (the storefront's `api()` sends the page's). */
export function registerRequestLocale(app: FastifyInstance) {
  app.decorateRequest("locale", "en");
  app.addHook("onRequest", (request, _reply, done) => {
    request.locale = preferredLocale(request.headers["accept-language"]);
    done();
  });
}

/** A path of this store to go to after switching: one of its own, never another site's (`//host`). */
function localPath(next: unknown): string {
  return typeof next === "string" && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : "/";
}

/**
 * The language switch (docs/product/http-contract.md "Languages"): `/lang/hi?next=/product/1`, a
 * plain link, remembers the choice in the `lang` cookie and goes to the same page in that language.
 */
export function registerLanguageSwitch(app: FastifyInstance) {
  app.get<{ Params: { locale: string }; Querystring: { next?: string } }>("/lang/:locale", async (request, reply) => {
    const { locale } = request.params;
    if (!isLocale(locale)) return reply.status(404).send({ message: "Not found." });
    reply.setCookie(LANG_COOKIE, locale, {
      path: "/",
      sameSite: "lax",
      secure: app.config.publicUrl.startsWith("https:"),
      maxAge: YEAR_SECONDS,
    });
    return reply.header("Cache-Control", "private, no-store").redirect(localisedPath(localPath(request.query.next), locale), 303);
  });
}

/**
 * Where an English page's GET goes for a shopper who chose Hindi (the `lang` cookie): the same page
 * under `/hi`, decided before the page cache is asked. Null for everyone else. Crawlers send no
 * cookie and get the page they asked for.
 */
export function languageRedirect(request: FastifyRequest, reply: FastifyReply): string | null {
  const [pathname = "/"] = request.url.split("?");
  if (localeOfPath(pathname) !== "en") return null;
  // The answer for an English URL depends on the cookie: shared caches must key on it.
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${String(vary)}, Cookie` : "Cookie");
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (request.cookies[LANG_COOKIE] !== "hi") return null;
  const target = localisedPath(request.url, "hi");
  return unlocalisedPath(target) === target ? null : target;
}

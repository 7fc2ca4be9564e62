import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import sharp from "sharp";
import { z } from "zod";
import { htmlLang, localisedPath, type Locale } from "@vayu/shared/locale";
import { getSettings } from "./service";

/** The colours of the installed app's title bar and splash screen: the store's blue (index.html's theme-color) on white. */
export const THEME_COLOR = "#0b5fff";
export const BACKGROUND_COLOR = "#ffffff";

/** The store's mark when no logo is uploaded: apps/web/public/favicon.svg, drawn full size. */
const BUNDLED_MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${THEME_COLOR}"/><path d="M14 20h9l9 22 9-22h9L37 48h-10z" fill="#fff"/></svg>`;
/** The mark alone, for the maskable icon: the platform cuts its own shape out of a full-bleed square. */
const BUNDLED_GLYPH = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="M14 20h9l9 22 9-22h9L37 48h-10z" fill="#fff"/></svg>`;

export const ICONS = ["192.png", "512.png", "maskable-512.png"] as const;
export type IconName = (typeof ICONS)[number];

/** The short name under the icon on a home screen: the store's name, or its first word when that is long. */
export function shortNameOf(storeName: string): string {
  const name = storeName.trim();
  return name.length <= 12 ? name : name.split(/\s+/)[0]!.slice(0, 12);
}

/**
 * The web app manifest of the store in `locale` (docs/decisions/336-installable-store.md): its
 * name from the settings, opening on the home page of that language, icons that change URL
 * when the logo does.
 */
export function webManifest(storeName: string, logo: string | null, locale: Locale) {
  const version = createHash("sha256").update(logo ?? "bundled").digest("hex").slice(0, 10);
  const icon = (name: IconName, size: number) => ({
    src: `/icons/${name}?v=${version}`,
    sizes: `${size}x${size}`,
    type: "image/png",
    purpose: name.startsWith("maskable") ? "maskable" : "any",
  });
  return {
    id: "/",
    name: storeName,
    short_name: shortNameOf(storeName),
    lang: htmlLang[locale],
    dir: "ltr",
    start_url: localisedPath("/", locale),
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [icon("192.png", 192), icon("512.png", 512), icon("maskable-512.png", 512)],
  };
}

/**
 * An icon: the uploaded logo fitted on white with a margin (the maskable one inside the safe
 * circle, 80% of the side), or the bundled mark.
 */
export async function renderIcon(name: IconName, logo: Buffer | null): Promise<Buffer> {
  const size = name === "192.png" ? 192 : 512;
  const maskable = name.startsWith("maskable");
  if (!logo && !maskable) return sharp(Buffer.from(BUNDLED_MARK), { density: (72 * size) / 64 }).resize(size, size).png().toBuffer();
  const inner = Math.round(size * (maskable ? 0.6 : 0.84));
  const art = logo
    ? await sharp(logo).resize(inner, inner, { fit: "contain", background: BACKGROUND_COLOR }).png().toBuffer()
    : await sharp(Buffer.from(BUNDLED_GLYPH), { density: (72 * inner) / 64 }).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: logo ? BACKGROUND_COLOR : THEME_COLOR } })
    .composite([{ input: art, gravity: "centre" }])
    .png()
    .toBuffer();
}

const HOUR_SECONDS = 60 * 60;

/**
 * `/manifest.webmanifest` (`?lang=hi` from the Hindi pages) and its icons `/icons/<name>.png`,
 * made from the store's settings; the icons are drawn once per logo.
 */
export function registerWebManifest(app: FastifyInstance) {
  const drawn = new Map<string, Promise<Buffer>>();
  const logoBytes = async (logo: string | null) =>
    logo?.startsWith("/uploads/") ? ((await app.files.read(logo.slice("/uploads/".length))) ?? null) : null;

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    "/manifest.webmanifest",
    { schema: { hide: true, querystring: z.object({ lang: z.enum(["en", "hi"]).default("en") }) } },
    async (request, reply) => {
      const { storeName, logo } = await getSettings(app.db);
      return reply
        .type("application/manifest+json; charset=utf-8")
        // A renamed store or a new logo reaches installed apps within the hour.
        .header("Cache-Control", `public, max-age=${HOUR_SECONDS}`)
        .send(JSON.stringify(webManifest(storeName, logo, request.query.lang)));
    },
  );
  typed.get(
    "/icons/:name",
    { schema: { hide: true, params: z.object({ name: z.enum(ICONS) }), querystring: z.object({ v: z.string().max(20).optional() }) } },
    async (request, reply) => {
      const { logo } = await getSettings(app.db);
      const key = `${request.params.name}:${logo ?? ""}`;
      let icon = drawn.get(key);
      if (!icon) {
        icon = logoBytes(logo).then((bytes) => renderIcon(request.params.name, bytes));
        // Only the current logo's icons stay in memory.
        for (const old of drawn.keys()) if (!old.endsWith(`:${logo ?? ""}`)) drawn.delete(old);
        drawn.set(key, icon);
        icon.catch(() => drawn.delete(key));
      }
      return reply.type("image/png").header("Cache-Control", `public, max-age=${HOUR_SECONDS}`).send(await icon);
    },
  );
}

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", png: "image/png", jpg: "image/jpeg", avif: "image/avif" };

/**
 * GET /uploads/* from the database's file store, at the same URLs and with the same caching
 * as files served from disk: a picture never changes under its URL, so nginx or a CDN may
 * keep it for a year (docs/deploy.md).
 */
export function registerStoredFiles(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/uploads/*",
    { schema: { hide: true, params: z.object({ "*": z.string() }) } },
    async (request, reply) => {
      const relative = request.params["*"];
      const bytes = await app.files.read(relative);
      if (!bytes) return reply.callNotFound();
      const extension = relative.slice(relative.lastIndexOf(".") + 1).toLowerCase();
      return reply
        .header("Cache-Control", `public, max-age=${YEAR_SECONDS}, immutable`)
        .type(CONTENT_TYPES[extension] ?? "application/octet-stream")
        .send(bytes);
    },
  );
}

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DemoClearResponse, DemoPreviewResponse } from "@vayu/shared/demo-clear";
import { errorResponses } from "@vayu/shared/errors";
import { messages } from "@vayu/shared/messages";
import { currentUser } from "../../domains/accounts/auth-guard";
import { forbidden } from "../../http/errors";
import { clearDemo, previewDemoClear } from "./clear-demo";

/**
 * The owner removes the demo store from the console (registered under /api/admin):
 * `GET /demo` counts what would go, `POST /demo/clear` removes it
 * (docs/decisions/193-first-start-and-demo-content.md).
 */
const demoClearRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);
  app.addHook("onRequest", async (request) => {
    if (currentUser(request).role !== "owner")
      throw forbidden("Only the store's owner can remove the demo content.");
  });

  app.get("/demo", { schema: { response: { 200: DemoPreviewResponse, ...errorResponses } } }, async () => ({
    demo: await previewDemoClear(app.db),
  }));

  app.post(
    "/demo/clear",
    { schema: { response: { 200: DemoClearResponse, ...errorResponses } } },
    async (request) => {
      const removed = await clearDemo(app.db, { staffId: currentUser(request).id });
      const nothing = Object.values(removed).every((n) => n === 0);
      return { removed, message: nothing ? messages.demo.nothingToClear : messages.demo.cleared };
    },
  );
};

export default demoClearRoutes;

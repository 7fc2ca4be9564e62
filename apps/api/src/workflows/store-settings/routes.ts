import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "@vayu/shared/errors";
import { AdminSettingsResponse, StoreSettingsPatch } from "@vayu/shared/store-settings";
import { currentUser } from "../../domains/accounts/auth-guard";
import { audit } from "../../audit/audit";
import { getSettings, saveSettings } from "../../domains/settings/service";
import { toAdminView, type StoreSettings } from "../../domains/settings/store-settings";
import { forbidden } from "../../http/errors";

/** The changed fields as the console shows them (rupees), for the audit log. */
function auditedFields(settings: StoreSettings, fields: (keyof StoreSettings)[]): Record<string, unknown> {
  const view: Record<string, unknown> = toAdminView(settings);
  const shown = (field: keyof StoreSettings) =>
    field.replace(/Paise$/, "").replace(/^freeDeliveryFrom$/, "freeDeliveryAbove");
  return Object.fromEntries(fields.map((field) => [shown(field), view[shown(field)]]));
}

/**
 * The owner's settings (docs/decisions/183-store-settings.md), under /api/admin: read and
 * change them; every change is audited in its own transaction.
 */
const storeSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", async (request: FastifyRequest, reply) => {
    await app.requireAdmin(request, reply);
    if (request.user?.role !== "owner")
      throw forbidden("Only the store's owner can see and change the store's settings.");
  });

  app.get(
    "/settings",
    { schema: { response: { 200: AdminSettingsResponse, ...errorResponses } } },
    async () => ({
      settings: toAdminView(await getSettings(app.db)),
    }),
  );

  app.patch(
    "/settings",
    { schema: { body: StoreSettingsPatch, response: { 200: AdminSettingsResponse, ...errorResponses } } },
    async (request) => {
      const actorId = currentUser(request).id;
      const change = await app.db.transaction(async (tx) => {
        const saved = await saveSettings(tx, app.db, request.body, actorId);
        if (saved.changed.length > 0) {
          await audit(tx, {
            actorId,
            action: "update",
            entity: "settings",
            entityId: "store",
            before: auditedFields(saved.before, saved.changed),
            after: auditedFields(saved.after, saved.changed),
          });
        }
        return saved;
      });
      return { settings: toAdminView(change.after) };
    },
  );
};

export default storeSettingsRoutes;

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "@vayu/shared/errors";
import {
  STAFF_NOTIFICATION_KINDS,
  staffNotificationMessages,
  StaffNotificationSettings,
  StaffNotificationsResponse,
  type StaffNotificationSettingsType,
} from "@vayu/shared/staff-notifications";
import type { DbOrTx } from "../db/client";
import { currentUser } from "../domains/accounts/auth-guard";
import { audit } from "../audit/audit";
import { forbidden } from "../http/errors";
import { deliveryOf, staffNotificationAddress } from "./staff-notifier";
import { staffNotificationDeliveries } from "./tables";

async function readDeliveries(db: DbOrTx): Promise<StaffNotificationSettingsType> {
  const entries = await Promise.all(
    STAFF_NOTIFICATION_KINDS.map(async (kind) => [kind, await deliveryOf(db, kind)] as const),
  );
  return Object.fromEntries(entries) as StaffNotificationSettingsType;
}

/** The owner chooses, per kind, immediate staff e-mails or the morning digest (docs/decisions/186-staff-notifications.md). */
const staffNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);
  app.addHook("onRequest", async (request) => {
    if (currentUser(request).role !== "owner") throw forbidden(staffNotificationMessages.ownerOnly);
  });
  const answer = async (db: DbOrTx) => ({
    recipient: await staffNotificationAddress(db, app.staffNotifier.config),
    deliveries: await readDeliveries(db),
  });

  app.get(
    "/notifications",
    { schema: { response: { 200: StaffNotificationsResponse, ...errorResponses } } },
    async () => answer(app.db),
  );

  app.put(
    "/notifications",
    {
      schema: {
        body: StaffNotificationSettings,
        response: { 200: StaffNotificationsResponse, ...errorResponses },
      },
    },
    async (request) =>
      app.db.transaction(async (tx) => {
        const before = await readDeliveries(tx);
        for (const kind of STAFF_NOTIFICATION_KINDS) {
          const delivery = request.body[kind];
          await tx
            .insert(staffNotificationDeliveries)
            .values({ kind, delivery })
            .onConflictDoUpdate({
              target: staffNotificationDeliveries.kind,
              set: { delivery, updatedAt: new Date() },
            });
        }
        await audit(tx, {
          actorId: currentUser(request).id,
          action: "update",
          entity: "staff notifications",
          entityId: "deliveries",
          before,
          after: request.body,
        });
        return answer(tx);
      }),
  );
};

export default staffNotificationRoutes;

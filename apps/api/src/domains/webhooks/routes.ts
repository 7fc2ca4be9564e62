import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "@vayu/shared/catalog";
import { errorResponses } from "@vayu/shared/errors";
import {
  WebhookCreateBody,
  WebhookDeliveriesResponse,
  WebhookPatchBody,
  WebhookResponse,
  WebhooksResponse,
  WebhookTestResponse,
  WebhookWithSecretResponse,
} from "@vayu/shared/webhooks";
import { z } from "zod";
import { forbidden } from "../../http/errors";
import { currentUser } from "../accounts/index";
import type { WebhookOutbox } from "./outbox";
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks, rotateSecret, sendTestPing, updateWebhook } from "./service";

export const WEBHOOKS_OWNER_ONLY = "Only the store's owner can manage webhooks.";

/**
 * Webhooks under /api/admin/webhooks, for the owner: they send order data to any address
 * (docs/decisions/317-webhooks.md). The secret is answered only on creating and rotating.
 */
export function webhookRoutes(deps: { outbox: WebhookOutbox; allowPrivate: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", async (request: FastifyRequest, reply) => {
      await app.requireAdmin(request, reply);
      if (request.user?.role !== "owner") throw forbidden(WEBHOOKS_OWNER_ONLY);
    });
    const noStore = { "cache-control": "no-store" };

    app.get("/webhooks", { schema: { response: { 200: WebhooksResponse, ...errorResponses } } }, async () => ({ webhooks: await listWebhooks(app.db) }));

    app.post(
      "/webhooks",
      { schema: { body: WebhookCreateBody, response: { 201: WebhookWithSecretResponse, ...errorResponses } } },
      async (request, reply) => {
        const created = await createWebhook(app.db, currentUser(request).id, request.body, deps.allowPrivate);
        return reply.status(201).headers(noStore).send(created);
      },
    );

    app.patch(
      "/webhooks/:id",
      { schema: { params: idParam, body: WebhookPatchBody, response: { 200: WebhookResponse, ...errorResponses } } },
      async (request) => ({ webhook: await updateWebhook(app.db, currentUser(request).id, request.params.id, request.body, deps.allowPrivate) }),
    );

    app.delete("/webhooks/:id", { schema: { params: idParam, response: { 204: z.null(), ...errorResponses } } }, async (request, reply) => {
      await deleteWebhook(app.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    });

    app.post(
      "/webhooks/:id/secret",
      { schema: { params: idParam, response: { 200: WebhookWithSecretResponse, ...errorResponses } } },
      async (request, reply) => reply.headers(noStore).send(await rotateSecret(app.db, currentUser(request).id, request.params.id)),
    );

    app.post(
      "/webhooks/:id/test",
      { schema: { params: idParam, response: { 200: WebhookTestResponse, ...errorResponses } } },
      async (request) => ({ delivery: await sendTestPing(app.db, deps.outbox, request.params.id) }),
    );

    app.get(
      "/webhooks/:id/deliveries",
      { schema: { params: idParam, response: { 200: WebhookDeliveriesResponse, ...errorResponses } } },
      async (request) => ({ deliveries: await listDeliveries(app.db, request.params.id) }),
    );
  };
}

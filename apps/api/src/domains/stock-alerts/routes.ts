import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "@vayu/shared/catalog";
import { errorResponses } from "@vayu/shared/errors";
import { messages } from "@vayu/shared/messages";
import {
  StockAlertResponse,
  StockAlertStatusResponse,
  StockAlertUnsubscribeBody,
  StockAlertUnsubscribeResponse,
} from "@vayu/shared/stock-alerts";
import { currentUser } from "../accounts/index";
import { isSubscribed, subscribe, unsubscribe, unsubscribeByToken } from "./service";

/** Back-in-stock e-mails (docs/decisions/172-back-in-stock.md). */
const stockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.authenticate };

  app.get("/product/:id/notify", { ...signedIn, schema: { params: idParam, response: { 200: StockAlertStatusResponse, ...errorResponses } } }, async (request) => ({
    subscribed: await isSubscribed(app.db, currentUser(request).id, request.params.id),
  }));

  app.post("/product/:id/notify", { ...signedIn, schema: { params: idParam, response: { 200: StockAlertResponse, ...errorResponses } } }, async (request) => {
    await subscribe(app.db, currentUser(request).id, request.params.id);
    // Stock that came back while this request ran was swept before the alert existed.
    void app.stockAlerts.announce();
    return { message: messages.stockAlerts.subscribed, subscribed: true };
  });

  app.delete("/product/:id/notify", { ...signedIn, schema: { params: idParam, response: { 200: StockAlertResponse, ...errorResponses } } }, async (request) => {
    await unsubscribe(app.db, currentUser(request).id, request.params.id);
    return { message: messages.stockAlerts.cancelled, subscribed: false };
  });

  // POST, not GET: mail scanners open links, and opening one must not unsubscribe anyone.
  app.post("/notify/unsubscribe", { schema: { body: StockAlertUnsubscribeBody, response: { 200: StockAlertUnsubscribeResponse, ...errorResponses } } }, async (request) =>
    unsubscribeByToken(app.db, request.body.token, app.config.jwtSecret),
  );
};

export default stockAlertRoutes;

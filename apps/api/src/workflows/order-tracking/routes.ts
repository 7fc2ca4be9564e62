import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorResponse, errorResponses, MessageResponse } from "@vayu/shared/errors";
import { messages } from "@vayu/shared/messages";
import {
  MessagePreferencesBody,
  MessagePreferencesResponse,
  TrackedOrderResponse,
  TrackRequestBody,
  TrackVerifyBody,
  type MessagePreferencesResponseType,
  type TrackedOrderResponseType,
} from "@vayu/shared/tracking";
import { currentUser } from "../../domains/accounts/auth-guard";
import { perIpLimit, tooManyAttempts } from "../../domains/accounts/rate-limits";
import { HttpError, notFound } from "../../http/errors";
import { verifyOrderLink } from "./order-link";
import { readPreferences, savePreferences } from "./preferences";
import { requestTrackCode, trackedOrder, verifyTrackCode, type TrackDeps } from "./track-codes";

const MINUTE = 60_000;

/**
 * Limits on /track (docs/decisions/300-signed-order-links-and-track-codes.md), through the
 * store's rate limiter (Redis when several instances run): per client address, loose as
 * ADR 030's, and per order number, so one order's codes cannot be flooded or guessed at
 * from many addresses.
 */
export const trackLimits = {
  request: { perIp: { max: 20, windowMs: 15 * MINUTE }, perOrder: { max: 5, windowMs: 15 * MINUTE } },
  verify: { perIp: { max: 30, windowMs: 15 * MINUTE }, perOrder: { max: 10, windowMs: 15 * MINUTE } },
};

const bodyOrderNumber = (request: FastifyRequest) => {
  const body = request.body;
  return typeof body === "object" && body && "orderNumber" in body ? String(body.orderNumber) : "";
};

/** GET/PUT /account/message-preferences, POST /track/request, POST /track/verify and GET /track/link?t=<token>. */
const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): TrackDeps => ({
    db: app.db,
    mailer: app.mailer,
    messages: app.messages,
    publicUrl: app.config.publicUrl,
    secret: app.config.jwtSecret,
    log: app.log,
  });
  const perOrder = (scope: string, limit: { max: number; windowMs: number }) => {
    const check = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (request) => `${scope}:${bodyOrderNumber(request)}` });
    return async (request: FastifyRequest) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttl);
    };
  };

  app.get(
    "/account/message-preferences",
    { preHandler: app.authenticate, schema: { response: { 200: MessagePreferencesResponse, ...errorResponses } } },
    async (request): Promise<MessagePreferencesResponseType> => ({ preferences: await readPreferences(app.db, currentUser(request).id) }),
  );

  app.put(
    "/account/message-preferences",
    { preHandler: app.authenticate, schema: { body: MessagePreferencesBody, response: { 200: MessagePreferencesResponse, ...errorResponses } } },
    async (request): Promise<MessagePreferencesResponseType> => ({
      preferences: await savePreferences(app.db, currentUser(request).id, request.body),
    }),
  );

  app.post(
    "/track/request",
    {
      config: { rateLimit: perIpLimit(trackLimits.request.perIp) },
      preHandler: perOrder("track-request", trackLimits.request.perOrder),
      schema: { body: TrackRequestBody, response: { 200: MessageResponse, ...errorResponses } },
    },
    async (request) => {
      await requestTrackCode(deps(), request.body, request.locale);
      return { message: messages.track.codeSent };
    },
  );

  app.post(
    "/track/verify",
    {
      config: { rateLimit: perIpLimit(trackLimits.verify.perIp) },
      preHandler: perOrder("track-verify", trackLimits.verify.perOrder),
      schema: { body: TrackVerifyBody, response: { 200: TrackedOrderResponse, ...errorResponses } },
    },
    async (request): Promise<TrackedOrderResponseType> => ({ order: await verifyTrackCode(deps(), request.body) }),
  );

  app.get(
    "/track/link",
    {
      config: { rateLimit: perIpLimit(trackLimits.verify.perIp) },
      schema: { querystring: z.object({ t: z.string().max(2000) }), response: { 200: TrackedOrderResponse, 410: ErrorResponse, ...errorResponses } },
    },
    async (request): Promise<TrackedOrderResponseType> => {
      const link = await verifyOrderLink(request.query.t, app.config.jwtSecret);
      if ("refused" in link) {
        if (link.refused === "expired") throw new HttpError(410, messages.track.linkExpired);
        throw notFound(messages.track.linkInvalid);
      }
      const order = await trackedOrder(app.db, link.orderId);
      if (!order) throw notFound(messages.track.linkInvalid);
      return { order: link.answers && order.status === "Awaiting confirmation" ? { ...order, answer: { orderId: link.orderId } } : order };
    },
  );
};

export default trackingRoutes;

import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "@vayu/shared/catalog";
import { errorResponses } from "@vayu/shared/errors";
import { CouponCodesBody, CouponCreateBody, CouponPatchBody, CouponResponse, CouponsResponse } from "@vayu/shared/promotions";
import { currentUser } from "../accounts/index";
import { codesCsv, createCoupon, generateCodes, listCoupons, updateCoupon } from "./service";

/**
 * Coupons under /api/admin (docs/decisions/270-coupons.md): registered by the admin routes,
 * so every one needs a staff account; every write is audited.
 */
export const promotionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get("/coupons", { schema: { response: { 200: CouponsResponse, ...errorResponses } } }, async () => ({
    coupons: await listCoupons(app.db),
  }));
  app.post("/coupons", { schema: { body: CouponCreateBody, response: { 201: CouponResponse, ...errorResponses } } }, async (request, reply) => {
    const coupon = await app.db.transaction((tx) => createCoupon(tx, actor(request), request.body));
    reply.status(201);
    return { coupon };
  });
  app.patch(
    "/coupons/:id",
    { schema: { params: idParam, body: CouponPatchBody, response: { 200: CouponResponse, ...errorResponses } } },
    async (request) => ({
      coupon: await app.db.transaction((tx) => updateCoupon(tx, actor(request), request.params.id, request.body)),
    }),
  );
  app.post(
    "/coupons/:id/codes",
    { schema: { params: idParam, body: CouponCodesBody, response: { 201: CouponResponse, ...errorResponses } } },
    async (request, reply) => {
      const coupon = await app.db.transaction((tx) => generateCodes(tx, actor(request), request.params.id, request.body.count));
      reply.status(201);
      return { coupon };
    },
  );
  app.get(
    "/coupons/:id/codes.csv",
    { schema: { params: idParam, response: { 200: z.string(), ...errorResponses } } },
    async (request, reply) => {
      const csv = await codesCsv(app.db, request.params.id);
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="coupon-codes-${request.params.id}.csv"`)
        .header("cache-control", "no-store");
      return csv;
    },
  );
};

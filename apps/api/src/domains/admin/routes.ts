import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  productCreateBody,
  productPatchBody,
  type AdminEnquiriesResponse,
  type AdminProductResponse,
  type AdminProductsResponse,
  type StuckPaymentsResponse,
} from "@vayu/shared/admin";
import { idParam } from "@vayu/shared/catalog";
import deliveryAdminRoutes from "../delivery/admin-routes";
import { listEnquiries } from "./enquiries";
import { listStuckPayments } from "./payments";
import { createProduct, listAdminProducts, updateProduct } from "./products";

/** Staff routes (decisions 5.11), registered under /api/admin: every one needs an admin. Orders are the order lifecycle's (workflows/order-lifecycle/routes.ts). */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest rather than preHandler: strangers get 401/403 before any body validation answers them.
  app.addHook("onRequest", app.requireAdmin);
  await app.register(deliveryAdminRoutes);

  app.get("/products", async (): Promise<AdminProductsResponse> => ({
    products: await listAdminProducts(app.db),
  }));

  app.post(
    "/products",
    { schema: { body: productCreateBody } },
    async (request, reply): Promise<AdminProductResponse> => {
      reply.status(201);
      return { product: await createProduct(app.db, request.body) };
    },
  );

  app.patch(
    "/products/:id",
    { schema: { params: idParam, body: productPatchBody } },
    async (request): Promise<AdminProductResponse> => ({
      product: await updateProduct(app.db, request.params.id, request.body),
    }),
  );

  app.get("/enquiries", async (): Promise<AdminEnquiriesResponse> => ({
    enquiries: await listEnquiries(app.db),
  }));

  app.get("/payments/stuck", async (): Promise<StuckPaymentsResponse> => ({
    payments: await listStuckPayments(app.db),
  }));
};

export default adminRoutes;

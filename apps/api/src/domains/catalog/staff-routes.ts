import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { productCreateBody, productPatchBody } from "@vayu/shared/admin";
import { idParam } from "@vayu/shared/catalog";
import {
  CategoryBody,
  CategoryPatchBody,
  StaffCategoriesResponse,
  StaffCategoryResponse,
  StaffProductResponse,
  StaffProductsQuery,
  StaffProductsResponse,
  StaffSubcategoryResponse,
  SubcategoryBody,
  SubcategoryPatchBody,
} from "@vayu/shared/staff-catalog";
import { SaleCreateBody, SalePatchBody, SaleResponse, SalesResponse } from "@vayu/shared/promotions";
import { messages } from "@vayu/shared/messages";
import { errorResponses, MessageResponse } from "@vayu/shared/errors";
import { currentUser } from "../accounts/index";
import {
  createCategory,
  createSubcategory,
  deleteCategory,
  deleteSubcategory,
  listStaffCategories,
  updateCategory,
  updateSubcategory,
} from "./staff-categories";
import { createProduct, deleteProduct, listAdminProducts, updateProduct } from "./staff-products";
import { createSale, deleteSale, listSales, updateSale } from "./staff-sales";

/** Products, categories and subcategories under /api/admin; the storefront reads the same tables at once. */
const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get("/products", { schema: { querystring: StaffProductsQuery, response: { 200: StaffProductsResponse, ...errorResponses } } }, async (request) => ({
    products: await listAdminProducts(app.db, request.query.q),
  }));
  app.post("/products", { schema: { body: productCreateBody, response: { 201: StaffProductResponse, ...errorResponses } } }, async (request, reply) => {
    reply.status(201);
    return { product: await createProduct(app.db, actor(request), request.body) };
  });
  app.patch("/products/:id", { schema: { params: idParam, body: productPatchBody, response: { 200: StaffProductResponse, ...errorResponses } } }, async (request) => ({
    product: await updateProduct(app.db, actor(request), request.params.id, request.body),
  }));
  app.delete("/products/:id", { schema: { params: idParam, response: { 200: MessageResponse, ...errorResponses } } }, async (request) => {
    await deleteProduct(app.db, actor(request), request.params.id);
    return { message: "Product deleted." };
  });

  app.get("/categories", { schema: { response: { 200: StaffCategoriesResponse, ...errorResponses } } }, async () => ({
    categories: await listStaffCategories(app.db),
  }));
  app.post("/categories", { schema: { body: CategoryBody, response: { 201: StaffCategoryResponse, ...errorResponses } } }, async (request, reply) => {
    reply.status(201);
    return { category: await createCategory(app.db, actor(request), request.body) };
  });
  app.patch("/categories/:id", { schema: { params: idParam, body: CategoryPatchBody, response: { 200: StaffCategoryResponse, ...errorResponses } } }, async (request) => ({
    category: await updateCategory(app.db, actor(request), request.params.id, request.body),
  }));
  app.delete("/categories/:id", { schema: { params: idParam, response: { 200: MessageResponse, ...errorResponses } } }, async (request) => {
    await deleteCategory(app.db, actor(request), request.params.id);
    return { message: "Category deleted." };
  });

  app.get("/subcategories", { schema: { response: { 200: StaffCategoriesResponse, ...errorResponses } } }, async () => ({
    categories: await listStaffCategories(app.db),
  }));
  app.post("/subcategories", { schema: { body: SubcategoryBody, response: { 201: StaffSubcategoryResponse, ...errorResponses } } }, async (request, reply) => {
    reply.status(201);
    return { subcategory: await createSubcategory(app.db, actor(request), request.body) };
  });
  app.patch(
    "/subcategories/:id",
    { schema: { params: idParam, body: SubcategoryPatchBody, response: { 200: StaffSubcategoryResponse, ...errorResponses } } },
    async (request) => ({ subcategory: await updateSubcategory(app.db, actor(request), request.params.id, request.body) }),
  );
  app.delete("/subcategories/:id", { schema: { params: idParam, response: { 200: MessageResponse, ...errorResponses } } }, async (request) => {
    await deleteSubcategory(app.db, actor(request), request.params.id);
    return { message: "Subcategory deleted." };
  });

  // Scheduled sales (issue 30; docs/decisions/275-scheduled-sale-prices.md): prices, so not a catalog editor's.
  app.get("/sales", { schema: { response: { 200: SalesResponse, ...errorResponses } } }, async () => ({ sales: await listSales(app.db) }));
  app.post("/sales", { schema: { body: SaleCreateBody, response: { 201: SaleResponse, ...errorResponses } } }, async (request, reply) => {
    reply.status(201);
    return { sale: await createSale(app.db, actor(request), request.body) };
  });
  app.patch("/sales/:id", { schema: { params: idParam, body: SalePatchBody, response: { 200: SaleResponse, ...errorResponses } } }, async (request) => ({
    sale: await updateSale(app.db, actor(request), request.params.id, request.body),
  }));
  app.delete("/sales/:id", { schema: { params: idParam, response: { 200: MessageResponse, ...errorResponses } } }, async (request) => {
    await deleteSale(app.db, actor(request), request.params.id);
    return { message: messages.sales.deleted };
  });
};

export default catalogAdminRoutes;

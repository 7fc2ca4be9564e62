import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { categoryIdParam, idParam } from "@vayu/shared/catalog";
import { usePublicCaching } from "../../http/cache";
import { getProduct, listCategories, listCategoryProducts, listProducts } from "./service";

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  usePublicCaching(app);

  app.get("/product", async () => ({ data: await listProducts(app.db) }));

  app.get("/product/:id", { schema: { params: idParam } }, async (request) => ({
    data: await getProduct(app.db, request.params.id),
  }));

  app.get("/product/category/:categoryId", { schema: { params: categoryIdParam } }, async (request) => ({
    data: await listCategoryProducts(app.db, request.params.categoryId),
  }));

  const categoriesHandler = async () => ({ categories: await listCategories(app.db) });
  // The misspelt path is the contract (docs/product/http-contract.md "Catalog"); the correct spelling is an alias.
  app.get("/category/categoryandsubcategpry", categoriesHandler);
  app.get("/category/categoryandsubcategory", categoriesHandler);
};

export default catalogRoutes;

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CategoriesResponse, categoryIdParam, idParam, listingQuery, PriceQuartilesResponse, ProductResponse, ProductsResponse } from "@vayu/shared/catalog";
import { errorResponses } from "@vayu/shared/errors";
import { usePublicCaching } from "../../http/cache";
import { listProductPage } from "./listing";
import { getCategoryPriceQuartiles, getProduct, listCategories, listCategoryProducts } from "./service";

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  usePublicCaching(app);

  app.get("/product", { schema: { querystring: listingQuery, response: { 200: ProductsResponse, ...errorResponses } } }, async (request) =>
    listProductPage(app.db, request.query),
  );

  app.get("/product/:id", { schema: { params: idParam, response: { 200: ProductResponse, ...errorResponses } } }, async (request) => ({
    data: await getProduct(app.db, request.params.id),
  }));

  app.get(
    "/product/category/:categoryId",
    { schema: { params: categoryIdParam, querystring: listingQuery, response: { 200: ProductsResponse, ...errorResponses } } },
    async (request) => listCategoryProducts(app.db, request.params.categoryId, request.query),
  );

  app.get(
    "/product/category/:categoryId/price-quartiles",
    { schema: { params: categoryIdParam, response: { 200: PriceQuartilesResponse, ...errorResponses } } },
    async (request) => ({ quartiles: await getCategoryPriceQuartiles(app.db, request.params.categoryId) }),
  );

  const categoriesHandler = async () => ({ categories: await listCategories(app.db) });
  // The misspelt path is the contract (docs/product/http-contract.md "Catalog"); the correct spelling is an alias.
  const categoriesSchema = { schema: { response: { 200: CategoriesResponse, ...errorResponses } } };
  app.get("/category/categoryandsubcategpry", categoriesSchema, categoriesHandler);
  app.get("/category/categoryandsubcategory", categoriesSchema, categoriesHandler);
};

export default catalogRoutes;

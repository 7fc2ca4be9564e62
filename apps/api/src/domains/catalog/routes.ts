import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CategoriesResponse, categoryIdParam, HomeRowResponse, idParam, listingQuery, PriceQuartilesResponse, ProductResponse, ProductsResponse } from "@vayu/shared/catalog";
import { CompareResponse, compareQuery } from "@vayu/shared/compare";
import { errorResponses } from "@vayu/shared/errors";
import { langQuery } from "@vayu/shared/localised-content";
import { usePublicCaching } from "../../http/cache";
import { compareProducts } from "./compare";
import { listDeals } from "./home-rows";
import { listProductPage } from "./listing";
import { getCategoryPriceQuartiles, getProduct, listCategories, listCategoryProducts } from "./service";

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  usePublicCaching(app);

  app.get("/product", { schema: { querystring: listingQuery, response: { 200: ProductsResponse, ...errorResponses } } }, async (request) =>
    listProductPage(app.db, request.query),
  );

  app.get("/product/deals", { schema: { querystring: langQuery, response: { 200: HomeRowResponse, ...errorResponses } } }, async (request) => ({
    data: await listDeals(app.db, request.query.lang),
  }));

  app.get("/product/:id", { schema: { params: idParam, querystring: langQuery, response: { 200: ProductResponse, ...errorResponses } } }, async (request) => ({
    data: await getProduct(app.db, request.params.id, request.query.lang),
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

  // Up to four products of one category side by side (docs/decisions/330-compare-products.md).
  app.get("/compare", { schema: { querystring: compareQuery, response: { 200: CompareResponse, ...errorResponses } } }, async (request) =>
    compareProducts(app.db, request.query.ids, request.query.lang),
  );

  // The misspelt path is the contract (docs/product/http-contract.md "Catalog"); the correct spelling is an alias.
  for (const path of ["/category/categoryandsubcategpry", "/category/categoryandsubcategory"]) {
    app.get(path, { schema: { querystring: langQuery, response: { 200: CategoriesResponse, ...errorResponses } } }, async (request) => ({
      categories: await listCategories(app.db, request.query.lang),
    }));
  }
};

export default catalogRoutes;

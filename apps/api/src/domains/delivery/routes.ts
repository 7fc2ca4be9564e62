import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PincodeResponse, pincodeParam } from "@vayu/shared/delivery";
import { errorResponses } from "@vayu/shared/errors";
import { lookUpPincode } from "./service";

const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/pincode/:pin", { schema: { params: pincodeParam, response: { 200: PincodeResponse, ...errorResponses } } }, async (request, reply) => {
    // The estimate moves with the calendar: shared caches may keep it for an hour.
    reply.header("cache-control", "public, max-age=3600");
    return lookUpPincode(app.db, request.params.pin);
  });
};

export default deliveryRoutes;

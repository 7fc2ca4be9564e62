import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pincodeParam, type PincodeResponse } from "@vayu/shared/delivery";
import { lookUpPincode } from "./service";

const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/pincode/:pin", { schema: { params: pincodeParam } }, async (request, reply): Promise<PincodeResponse> => {
    // The estimate moves with the calendar: shared caches may keep it for an hour.
    reply.header("cache-control", "public, max-age=3600");
    return lookUpPincode(app.db, request.params.pin);
  });
};

export default deliveryRoutes;

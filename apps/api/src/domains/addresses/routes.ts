import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AddressesResponse, addressInput, AddressResponse, DefaultAddressResponse } from "@vayu/shared/addresses";
import { errorResponses, MessageResponse } from "@vayu/shared/errors";
import { idParam } from "@vayu/shared/catalog";
import { messages } from "@vayu/shared/messages";
import { currentUser } from "../accounts/index";
import {
  createAddress,
  deleteAddress,
  lastUsedAddressId,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from "./service";

/** The shopper's delivery addresses (docs/product/http-contract.md "Addresses"); each route sees only the caller's. */
const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: an anonymous caller gets 401 before any validation of what it sent.
  app.addHook("onRequest", app.authenticate);

  app.get("/address", { schema: { response: { 200: AddressesResponse, ...errorResponses } } }, async (request) => {
    const userId = currentUser(request).id;
    return { addresses: await listAddresses(app.db, userId), lastUsed: await lastUsedAddressId(app.db, userId) };
  });

  app.post("/address", { schema: { body: addressInput, response: { 201: AddressResponse, ...errorResponses } } }, async (request, reply) => {
    const address = await createAddress(app.db, currentUser(request).id, request.body);
    return reply.status(201).send({ address });
  });

  app.put("/address/:id", { schema: { params: idParam, body: addressInput, response: { 200: AddressResponse, ...errorResponses } } }, async (request) => ({
    address: await updateAddress(app.db, currentUser(request).id, request.params.id, request.body),
  }));

  app.post(
    "/address/:id/default",
    { schema: { params: idParam, response: { 200: DefaultAddressResponse, ...errorResponses } } },
    async (request) => ({
      address: await setDefaultAddress(app.db, currentUser(request).id, request.params.id),
      message: messages.account.defaultAddressSet,
    }),
  );

  app.delete("/address/:id", { schema: { params: idParam, response: { 200: MessageResponse, ...errorResponses } } }, async (request) => {
    await deleteAddress(app.db, currentUser(request).id, request.params.id);
    return { message: messages.address.deleted };
  });
};

export default addressesRoutes;

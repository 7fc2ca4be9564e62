import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactEnquiryInput, dealerEnquiryInput } from "@vayu/shared/enquiries";
import { errorResponses, MessageResponse } from "@vayu/shared/errors";
import { messagesFor } from "../../i18n";
import { enquiryNotice } from "../../notifications/notices";
import { saveContactEnquiry, saveDealerEnquiry } from "./service";

/**
 * Enquiry forms are open to anyone, so each visitor's address may send only a few per
 * window: enough for a real person correcting a mistake, too few for a spam run. The limit
 * runs on request (before validation), so rejected attempts count too.
 */
export const ENQUIRY_RATE_LIMIT = { max: 5, timeWindow: "10 minutes" } as const;

/**
 * Contact, distributor and direct-dealer enquiries (docs/product/policies.md "Enquiries"):
 * validated and stored, and staff told in the same transaction (docs/decisions/186-staff-notifications.md).
 * The thanks and the errors are in the request's language (`Accept-Language`, docs/product/http-contract.md "Languages").
 */
const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/contact",
    {
      schema: { body: contactEnquiryInput, response: { 201: MessageResponse, ...errorResponses } },
      config: { rateLimit: ENQUIRY_RATE_LIMIT },
    },
    async (request, reply) => {
      const enquiry = request.body;
      const notice = await app.db.transaction(async (tx) => {
        const { id } = await saveContactEnquiry(tx, enquiry);
        return app.staffNotifier.queue(
          tx,
          enquiryNotice({
            enquiryId: id,
            kindLabel: "Contact",
            name: enquiry.name,
            city: enquiry.city,
            message: enquiry.enquire,
          }),
        );
      });
      await app.mailer.deliver(notice);
      return reply.status(201).send({ message: messagesFor(request.locale).contact.submitted });
    },
  );

  app.post(
    "/distributordealer",
    {
      schema: { body: dealerEnquiryInput, response: { 201: MessageResponse, ...errorResponses } },
      config: { rateLimit: ENQUIRY_RATE_LIMIT },
    },
    async (request, reply) => {
      const enquiry = request.body;
      const notice = await app.db.transaction(async (tx) => {
        const { id } = await saveDealerEnquiry(tx, enquiry);
        const kindLabel = enquiry.type === "distributor" ? "Distributor" : "Direct dealer";
        const name = `${enquiry.contactPerson} of ${enquiry.firmName}`;
        return app.staffNotifier.queue(
          tx,
          enquiryNotice({
            enquiryId: id,
            kindLabel,
            name,
            city: enquiry.selectedCity,
            message: enquiry.businessProposal,
          }),
        );
      });
      await app.mailer.deliver(notice);
      return reply
        .status(201)
        .send({ message: messagesFor(request.locale).dealer.submitted[request.body.type] });
    },
  );
};

export default enquiriesRoutes;

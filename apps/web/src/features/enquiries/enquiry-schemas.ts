/**
 * The enquiry forms' shared schemas, loaded when a form is first used or posted, not with the
 * page: zod is not in the contact and dealer pages' first load (docs/decisions/177-lean-first-load.md).
 */
export const contactForm = () => import("@vayu/shared/enquiries").then((schemas) => schemas.contactEnquiryInput);
export const dealerForm = () => import("@vayu/shared/enquiries").then((schemas) => schemas.dealerEnquiryInput);

// The content area's messages of ../messages.ts as catalogue descriptors (docs/product/http-contract.md
// "Languages"): ids are the English object's keys, a function's arguments are named ICU parameters.
// Their Hindi is in packages/shared/locales/content/hi.po once the area is translated.
import { contactFieldMessages } from "./contact-fields";
import { phrase } from "./phrase";

export const contentMessages = {
  contact: {
    ...contactFieldMessages.contact,
    stateRequired: /*i18n*/ { id: "contact.stateRequired", message: "State is required." },
    cityRequired: /*i18n*/ { id: "contact.cityRequired", message: "City is required." },
    nameRequired: /*i18n*/ { id: "contact.nameRequired", message: "Name is required." },
    mobileInvalid: /*i18n*/ { id: "contact.mobileInvalid", message: "Mobile number must be 10 digits." },
    enquireRequired: /*i18n*/ { id: "contact.enquireRequired", message: "Enquiry is required." },
    submitted: /*i18n*/ { id: "contact.submitted", message: "Your enquiry has been successfully submitted!" },
  },
  grievance: {
    subjectRequired: /*i18n*/ { id: "grievance.subjectRequired", message: "Subject is required." },
    descriptionRequired: /*i18n*/ { id: "grievance.descriptionRequired", message: "Please describe your complaint." },
    orderNumberInvalid: /*i18n*/ { id: "grievance.orderNumberInvalid", message: "Order number must be the digits shown on My Orders, such as 100042." },
    replyRequired: /*i18n*/ { id: "grievance.replyRequired", message: "Please write your message." },
    linkInvalid: /*i18n*/ { id: "grievance.linkInvalid", message: "This link is not valid or has expired. Please use the link in our latest e-mail about your complaint, or write to our grievance officer." },
    complainantReplySent: /*i18n*/ { id: "grievance.complainantReplySent", message: "Thank you. Your message has been added to your complaint and our grievance officer has been told." },
    registered: phrase<[ticket: string]>(["ticket"], /*i18n*/ { id: "grievance.registered", message: "Your complaint is registered as {ticket}. We have e-mailed you an acknowledgement." }),
  },
};

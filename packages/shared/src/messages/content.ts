// The content area's messages of ../messages.ts as catalogue descriptors (docs/product/http-contract.md
// "Languages"): ids are the English object's keys, a function's arguments are named ICU parameters.
// Their Hindi is in packages/shared/locales/content/hi.po once the area is translated.

export const contentMessages = {
  contact: {
    stateRequired: /*i18n*/ { id: "contact.stateRequired", message: "State is required." },
    cityRequired: /*i18n*/ { id: "contact.cityRequired", message: "City is required." },
    nameRequired: /*i18n*/ { id: "contact.nameRequired", message: "Name is required." },
    mobileRequired: /*i18n*/ { id: "contact.mobileRequired", message: "Mobile number is required." },
    mobileInvalid: /*i18n*/ { id: "contact.mobileInvalid", message: "Mobile number must be 10 digits." },
    emailRequired: /*i18n*/ { id: "contact.emailRequired", message: "Email is required." },
    emailInvalid: /*i18n*/ { id: "contact.emailInvalid", message: "Email is invalid." },
    enquireRequired: /*i18n*/ { id: "contact.enquireRequired", message: "Enquiry is required." },
    failed: /*i18n*/ { id: "contact.failed", message: "An error occurred. Please try again." },
    submitted: /*i18n*/ { id: "contact.submitted", message: "Your enquiry has been successfully submitted!" },
  },
};

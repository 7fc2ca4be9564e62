// The contact form's messages the distributor and direct-dealer forms show too (their schema's
// mobile and e-mail checks, a failed send): in the content area's catalogue and the info area's
// (scripts/i18n/catalogues.ts, docs/product/http-contract.md "Languages").

export const contactFieldMessages = {
  contact: {
    mobileRequired: /*i18n*/ { id: "contact.mobileRequired", message: "Mobile number is required." },
    emailRequired: /*i18n*/ { id: "contact.emailRequired", message: "Email is required." },
    emailInvalid: /*i18n*/ { id: "contact.emailInvalid", message: "Email is invalid." },
    failed: /*i18n*/ { id: "contact.failed", message: "An error occurred. Please try again." },
  },
};

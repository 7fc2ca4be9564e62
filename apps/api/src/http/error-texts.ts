// The API's own error messages that shoppers read, as catalogue descriptors of the "server" area
// (packages/shared/locales/server): each `message` is the English the route sends, exactly as
// the spec has it; a Hindi request gets the Hindi (http/error-language.ts, ADR 322). The
// shopper's messages of packages/shared/src/messages.ts are in their own areas' catalogues.

export const errorTexts = {
  logIn: /*i18n*/ { id: "error.logIn", message: "Please log in to continue." },
  notAllowed: /*i18n*/ { id: "error.notAllowed", message: "You are not allowed to do that." },
  notFound: /*i18n*/ { id: "error.notFound", message: "Not found." },
  badValue: /*i18n*/ { id: "error.badValue", message: "A value in the request is not valid." },
  ourSide: /*i18n*/ { id: "error.ourSide", message: "Something went wrong on our side. Please try again." },
  busy: /*i18n*/ { id: "error.busy", message: "The store is busy for a moment. Please try again in a few seconds." },
  otherSite: /*i18n*/ { id: "error.otherSite", message: "This form was sent from another site." },
  invoiceNotFound: /*i18n*/ { id: "error.invoiceNotFound", message: "Invoice not found." },
  creditNoteNotFound: /*i18n*/ { id: "error.creditNoteNotFound", message: "Credit note not found." },
  grievanceNotFound: /*i18n*/ { id: "error.grievanceNotFound", message: "Grievance not found." },
  pincodeFormat: /*i18n*/ { id: "error.pincodeFormat", message: "Please enter a valid 6-digit pincode." },
  pincodeUnknown: /*i18n*/ { id: "error.pincodeUnknown", message: "We could not find this pincode. Please check it and try again." },
  orderNotFound: /*i18n*/ { id: "error.orderNotFound", message: "Order not found." },
  addressNotFound: /*i18n*/ { id: "error.addressNotFound", message: "Address not found." },
  paymentOrderNotFound: /*i18n*/ { id: "error.paymentOrderNotFound", message: "Payment order not found." },
  alreadyAnswered: /*i18n*/ { id: "error.alreadyAnswered", message: "Already answered." },
  buyNowProducts: /*i18n*/ { id: "error.buyNowProducts", message: "products must be the one product bought with Buy Now." },
  cartChanged: /*i18n*/ {
    id: "error.cartChanged",
    message: "Your cart has changed since you opened the checkout. Please review it and try again.",
  },
  buyNowKey: /*i18n*/ { id: "error.buyNowKey", message: "An Idempotency-Key header is needed to buy one product on its own." },
  idempotencyKey: /*i18n*/ {
    id: "error.idempotencyKey",
    message: "Idempotency-Key must be 1 to 100 letters, digits, dashes, underscores or colons",
  },
  otherTransaction: /*i18n*/ { id: "error.otherTransaction", message: "transactionId is not the payment of this order." },
  otherProducts: /*i18n*/ { id: "error.otherProducts", message: "products do not match the items paid for in this order." },
  otherAddress: /*i18n*/ { id: "error.otherAddress", message: "address is not the delivery address chosen for this payment." },
  isInvalid: /*i18n*/ { id: "error.isInvalid", message: "is invalid" },
};

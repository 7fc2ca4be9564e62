/** The order page's form intents after delivery (the route's action, docs/decisions/195-forms-before-javascript.md). */
export const BOOK_INSTALLATION_INTENT = "book-installation";
export const CANCEL_INSTALLATION_INTENT = "cancel-installation";
export const REGISTER_WARRANTY_INTENT = "register-warranty";

// The accounts' field bounds, without zod: the password field's `maxLength` is on the product
// page's first load (its review form's text field module), and a schema beside them would bring
// zod along (docs/decisions/177-lean-first-load.md).

export const MIN_PASSWORD_LENGTH = 6;
/** argon2 accepts anything; the cap keeps a hashing request cheap. */
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 80;

// The text fields' bounds and the email pattern, without zod: a form on a page's first load
// carries them as `maxLength` while its schema loads on first use (docs/decisions/177-lean-first-load.md).

/** The longest address a mail server must accept (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;

/** "Looks like name@domain.tld": the simple pattern of docs/product/messages.md "Accounts". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Name must be at most 80 characters.": what a shopper reads when a value is too long. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters.`;
}

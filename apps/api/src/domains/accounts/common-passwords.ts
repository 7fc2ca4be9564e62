import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The most common passwords, from the list zxcvbn-ts ships and maintains (its
 * `passwords-common` dictionary, most used first; docs/decisions/221-common-passwords-and-quiet-reset-requests.md).
 * The first 10,000 are refused: the passwords guessed first, and few enough that a shopper
 * choosing a password of their own rarely meets the refusal.
 */
export const REFUSED_COMMON_PASSWORDS = 10_000;

let common: Set<string> | undefined;

/** Whether the password is one of the most common ones, whatever its letters' case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].slice(0, REFUSED_COMMON_PASSWORDS));
  return common.has(password.toLowerCase());
}

import { z } from "zod";

/**
 * Text fields as every form and the API check them (ADR 064): each has a limit that the
 * schema enforces and the input carries as `maxLength`, and every message names the field
 * in the store's own words.
 */

/** The longest address a mail server must accept (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;

/** "Looks like name@domain.tld": the simple pattern of docs/product/messages.md "Accounts". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Name must be at most 80 characters.": what a shopper reads when a value is too long. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters.`;
}

/**
 * A trimmed text that must not be blank, with an upper bound against abuse. A form whose messages
 * are translated passes its own too-long message (a catalogue entry of messages.ts).
 */
export function requiredText(
  requiredMessage: string,
  label: string,
  max: number,
  tooLong = tooLongMessage(label, max),
) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: tooLong });
}

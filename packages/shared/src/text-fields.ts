import { z } from "zod";
import { tooLongMessage } from "./text-limits";

/**
 * Text fields as every form and the API check them (ADR 064): each has a limit that the
 * schema enforces and the input carries as `maxLength`, and every message names the field
 * in the store's own words.
 */

export * from "./text-limits";

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

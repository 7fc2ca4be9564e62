import type { z } from "zod";
import { errorMessage } from "../../lib/api";
import { fieldsOf } from "../../lib/form-actions";

/**
 * An auth form its route action refused: the message, shown above the fields where the script
 * shows the server's, and what to fill in again (never a password).
 */
export interface AuthRefusal {
  error: string;
  values: Record<string, string>;
}

interface AuthActionOptions<T> {
  /**
   * The shared schema the script checks the form with, or a loader of it for a page whose first
   * load leaves zod out (docs/decisions/177-lean-first-load.md): its first problem refuses the form.
   */
  schema: z.ZodType<T> | (() => Promise<z.ZodType<T>>);
  fields: readonly string[];
  /** The fields a refused form comes back with. */
  kept: readonly string[];
  /** The message when the server sends none (docs/product/messages.md "Accounts"). */
  fallbackError: string;
  /** Does what the form asks; its redirect carries the toast the script shows. */
  send: (values: T) => Promise<Response>;
}

/**
 * The route action of an auth form posted before or without JavaScript
 * (docs/decisions/195-forms-before-javascript.md): the same check and the same API call as the
 * script, refused with the same message.
 */
export async function authAction<T>(
  form: FormData,
  { schema, fields, kept, fallbackError, send }: AuthActionOptions<T>,
): Promise<Response | AuthRefusal> {
  const posted = fieldsOf(form, fields);
  const values = Object.fromEntries(kept.map((name) => [name, posted[name] ?? ""]));
  const checked = (typeof schema === "function" ? await schema() : schema).safeParse(posted);
  if (!checked.success) return { error: checked.error.issues[0]?.message ?? fallbackError, values };
  try {
    return await send(checked.data);
  } catch (error) {
    return { error: errorMessage(error, fallbackError), values };
  }
}

import { useState, type ChangeEvent } from "react";
import type { z } from "zod";
import { firstIssue } from "@vayu/shared/accounts";

/**
 * The values of an auth form and the one validation message the spec shows at a time,
 * checked with the shared schema the API also uses.
 */
export function useAuthForm<T extends Record<string, string>>(schema: z.ZodType<T>, initial: T) {
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<{ field: string; message: string } | null>(null);

  /** Props for a TextField / PasswordField bound to one value. */
  function field(name: keyof T & string) {
    return {
      name,
      value: values[name],
      error: invalid?.field === name ? invalid.message : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        if (invalid?.field === name) setInvalid(null);
      },
    };
  }

  /** The parsed values, or null after showing the first rule that fails and focusing its field. */
  function validate(form: HTMLFormElement): T | null {
    const result = schema.safeParse(values);
    if (result.success) {
      setInvalid(null);
      return result.data;
    }
    const issue = firstIssue(result.error);
    setInvalid(issue);
    const input = form.elements.namedItem(issue.field);
    if (input instanceof HTMLInputElement) input.focus();
    return null;
  }

  return { field, validate, reset: () => setValues(initial) };
}

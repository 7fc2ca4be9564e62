import { useMutation } from "@tanstack/react-query";
import { useState, type ChangeEvent, type FormEvent } from "react";
import type { z } from "zod";
import { firstIssue } from "@vayu/shared/accounts";
import { errorMessage } from "../../lib/api";

interface AuthFormOptions<T, R> {
  schema: z.ZodType<T>;
  initial: T;
  send: (values: T) => Promise<R>;
  onSuccess: (result: R) => void;
  /** The spec's fallback when the server sends no message (section 8). */
  fallbackError: string;
}

/**
 * An auth form: its values, the one validation message the spec shows at a time (checked
 * with the shared schema the API also uses), and the request it sends when valid.
 */
export function useAuthForm<T extends Record<string, string>, R>({
  schema,
  initial,
  send,
  onSuccess,
  fallbackError,
}: AuthFormOptions<T, R>) {
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<{ field: string; message: string } | null>(null);
  const mutation = useMutation({ mutationFn: send, onSuccess });

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

  /** Sends the values, or shows the first rule that fails and focuses its field. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    mutation.reset();
    const result = schema.safeParse(values);
    if (result.success) {
      setInvalid(null);
      mutation.mutate(result.data);
      return;
    }
    const issue = firstIssue(result.error);
    setInvalid(issue);
    const input = event.currentTarget.elements.namedItem(issue.field);
    if (input instanceof HTMLInputElement) input.focus();
  }

  return {
    field,
    onSubmit,
    clear: () => setValues(initial),
    pending: mutation.isPending,
    serverError: mutation.isError ? errorMessage(mutation.error, fallbackError) : undefined,
    result: mutation.data,
  };
}

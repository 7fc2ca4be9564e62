import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import type { DefaultValues, Path } from "react-hook-form";
import type { z } from "zod";
import { errorMessage } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";

interface AuthFormOptions<T extends Record<string, string>, R> {
  /** The shared schema the API also checks: it reports the first rule that fails (docs/product/messages.md "Accounts"). */
  schema: z.ZodType<T, T>;
  defaultValues: DefaultValues<T>;
  send: (values: T) => Promise<R>;
  onSuccess: (result: R) => void;
  /** The fallback when the server sends no message (docs/product/messages.md "Accounts"). */
  fallbackError: string;
}

/**
 * An auth form on react-hook-form: checked with the shared schema on submit (the field at
 * fault gets focus), checked again as a shown error's field changes, and sent when valid.
 */
export function useAuthForm<T extends Record<string, string>, R>({
  schema,
  defaultValues,
  send,
  onSuccess,
  fallbackError,
}: AuthFormOptions<T, R>) {
  const form = useSchemaForm<T, T>(schema, defaultValues);
  const mutation = useMutation({ mutationFn: send, onSuccess });
  const submit = form.handleSubmit((values) => mutation.mutate(values));

  return {
    /** Props for a TextField / PasswordField bound to one value; its start value is in the server's HTML too. */
    field: (name: Path<T>) => ({
      ...form.register(name),
      defaultValue: defaultValues[name as keyof DefaultValues<T>],
      error: form.getFieldState(name, form.formState).error?.message,
    }),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      mutation.reset();
      return submit(event);
    },
    clear: () => form.reset(),
    pending: mutation.isPending,
    serverError: mutation.isError ? errorMessage(mutation.error, fallbackError) : undefined,
    result: mutation.data,
  };
}

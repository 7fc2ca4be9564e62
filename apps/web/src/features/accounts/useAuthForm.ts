import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import type { DefaultValues, Path } from "react-hook-form";
import { errorMessage } from "../../lib/api";
import { useSchemaForm, type FormSchemaSource } from "../../lib/use-schema-form";
import { useKnownMessage } from "./account-texts";

interface AuthFormOptions<T extends Record<string, string>, R> {
  /**
   * A loader of the shared schema the API also checks: it reports the first rule that fails
   * (docs/product/messages.md "Accounts"); it loads when the form first takes focus, so zod is not
   * in the page's first load (docs/decisions/177-lean-first-load.md).
   */
  schema: FormSchemaSource<T, T>;
  defaultValues: DefaultValues<T>;
  send: (values: T) => Promise<R>;
  onSuccess: (result: R) => void;
  /** The fallback when the server sends no message (docs/product/messages.md "Accounts"). */
  fallbackError: string;
}

/** The same fields, all empty. */
const blank = <T extends Record<string, string>>(values: DefaultValues<T>) =>
  Object.fromEntries(Object.keys(values).map((name) => [name, ""])) as T;

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
  const known = useKnownMessage();

  return {
    /**
     * Props for a TextField / PasswordField bound to one value. Its default is in the server's
     * HTML too (react-hook-form sets values only once the page is live): a form refused without
     * JavaScript comes back filled in.
     */
    field: (name: Path<T>) => {
      // The shared schema's English, shown in the page's language.
      const error = form.getFieldState(name, form.formState).error?.message;
      return { ...form.register(name), defaultValue: defaultValues[name], error: error && known(error) };
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      mutation.reset();
      return submit(event);
    },
    /** Every field emptied (not back to its default, which may be what a refused post kept). */
    clear: () => form.reset(blank(defaultValues)),
    preloadSchema: form.preloadSchema,
    pending: mutation.isPending,
    serverError: mutation.isError ? errorMessage(mutation.error, fallbackError) : undefined,
    result: mutation.data,
  };
}

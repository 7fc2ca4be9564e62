import { useEffect, useMemo } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type FormState,
  type Resolver,
  type UseFormProps,
} from "react-hook-form";
import type { z } from "zod";

/** The shared zod schema a form is checked by: what the user types in, what the API takes out. */
export type FormSchema<Values extends FieldValues, Parsed> = z.ZodType<Parsed, Values>;

/**
 * A form's schema, or a loader of one (`() => import("@vayu/shared/reviews").then((m) => m.ReviewBody)`,
 * a module constant as the fetchers' are). A form on a page's first load takes a loader, so zod
 * is not in that page's first download (docs/decisions/177-lean-first-load.md).
 */
export type FormSchemaSource<Values extends FieldValues, Parsed> =
  FormSchema<Values, Parsed> | (() => Promise<FormSchema<Values, Parsed>>);

/** What react-hook-form may be told besides the rules of docs/decisions/122-one-form-approach.md. */
export type SchemaFormOptions<Values extends FieldValues, Parsed> = Omit<
  UseFormProps<Values, unknown, Parsed>,
  "resolver" | "mode" | "reValidateMode" | "defaultValues"
> & {
  /** The route action refused this form, posted before the page was live: each field is checked as it is typed from the start. */
  refusedByServer?: boolean;
};

/**
 * `zodResolver` over the schema, both loaded on first use and kept: a check waits for them the
 * first time only. `preload` starts loading them; a load that failed (the connection dropped) is
 * tried again by the next check, and meanwhile the server's check stands in.
 */
function lazyResolver<Values extends FieldValues, Parsed>(source: FormSchemaSource<Values, Parsed>) {
  let ready: Promise<Resolver<Values, unknown, Parsed>> | undefined;
  const load = () =>
    (ready ??= Promise.all([
      typeof source === "function" ? source() : source,
      import("@hookform/resolvers/zod"),
    ]).then(
      ([schema, { zodResolver }]) => zodResolver(schema),
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<Values, unknown, Parsed> = async (values, context, options) => {
    const check = await load().catch(() => undefined);
    // The schema could not load (the connection dropped): the form is sent unchecked, and the
    // server, which checks every form, answers with what is wrong or the request fails as offline.
    return check ? check(values, context, options) : { values: values as unknown as Parsed, errors: {} };
  };
  const preload = () => {
    load().catch(() => undefined);
  };
  return { resolver, preload };
}

/**
 * A form checked by the shared zod schema the API also checks (docs/decisions/122-one-form-approach.md):
 * every error shows on submit, and each clears as its field becomes valid.
 *
 * `schema` may be a loader: then zod, the schema and the resolver load when the form first takes
 * focus (give the form `onFocusCapture={form.preloadSchema}`) or, at the latest, when it is first
 * submitted. With a schema in hand, only the small resolver is still to come, fetched at once.
 */
export function useSchemaForm<Values extends FieldValues, Parsed>(
  schema: FormSchemaSource<Values, Parsed>,
  defaultValues: DefaultValues<Values>,
  options?: SchemaFormOptions<Values, Parsed>,
) {
  const { resolver, preload } = useMemo(() => lazyResolver(schema), [schema]);
  const loader = typeof schema === "function";
  useEffect(() => {
    if (!loader) preload();
  }, [loader, preload]);
  const { refusedByServer = false, ...formOptions } = options ?? {};
  const form = useForm<Values, unknown, Parsed>({
    ...formOptions,
    resolver,
    defaultValues,
    mode: refusedByServer ? "onChange" : "onSubmit",
    reValidateMode: "onChange",
  });
  return { ...form, preloadSchema: preload };
}

/**
 * A field's message: the page's own check once it has one; else what the route action refused
 * when the form was posted before the page was live, until the shopper edits that field or
 * sends the form again, so a field put right clears as it would have with the script
 * (docs/decisions/195-forms-before-javascript.md). Give such a form `refusedByServer` (or
 * react-hook-form's `mode: "onChange"`) so what is typed is checked at once.
 */
export function fieldErrorOf<Values extends FieldValues, Name extends keyof Values & string>(
  { errors, isSubmitted, dirtyFields }: FormState<Values>,
  refusedErrors: Partial<Record<Name, string>> | undefined,
) {
  return (name: Name): string | undefined => {
    const checked = errors[name]?.message;
    if (typeof checked === "string") return checked;
    const edited = (dirtyFields as Partial<Record<string, unknown>>)[name];
    return isSubmitted || edited ? undefined : refusedErrors?.[name];
  };
}

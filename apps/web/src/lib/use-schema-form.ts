import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import type { z } from "zod";

/**
 * A form checked by the shared zod schema the API also checks (docs/decisions/122-one-form-approach.md):
 * every error shows on submit, and each clears as its field becomes valid.
 */
export function useSchemaForm<Values extends FieldValues, Parsed>(
  schema: z.ZodType<Parsed, Values>,
  defaultValues: DefaultValues<Values>,
) {
  return useForm<Values, unknown, Parsed>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
}

import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useSchemaForm } from "./use-schema-form";

// A form whose schema loads on first use (docs/decisions/177-lean-first-load.md): when that load
// fails, the form is still sent, for the server to check, rather than the tap doing nothing.

const CityForm = z.object({ city: z.string().trim().min(1, { error: "City is required" }) });
type CityValues = z.input<typeof CityForm>;

function Form({ schema, sent }: { schema: () => Promise<typeof CityForm>; sent: (values: unknown) => void }) {
  const form = useSchemaForm<CityValues, z.output<typeof CityForm>>(schema, { city: "" });
  return (
    <form aria-label="City" onSubmit={form.handleSubmit(sent)}>
      <input aria-label="City" {...form.register("city")} />
      {form.formState.errors.city && <p>{form.formState.errors.city.message}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

async function send(schema: () => Promise<typeof CityForm>) {
  const sent: unknown[] = [];
  render(<Form schema={schema} sent={(values) => sent.push(values)} />);
  await act(async () => screen.getByRole("button", { name: "Send" }).click());
  return sent;
}

describe("a form whose schema loads on first use", () => {
  it("checks with the schema once it is in", async () => {
    const sent = await send(() => Promise.resolve(CityForm));
    expect(sent).toEqual([]);
    expect(await screen.findByText("City is required")).toBeInTheDocument();
  });

  it("is sent for the server to check when the schema cannot load (offline)", async () => {
    const sent = await send(() => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    expect(sent).toEqual([{ city: "" }]);
  });
});

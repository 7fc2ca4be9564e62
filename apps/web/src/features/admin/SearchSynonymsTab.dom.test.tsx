import { screen, within } from "@testing-library/react";
import type { SearchSynonymType } from "@vayu/shared/search";
import { describe, expect, it, vi } from "vitest";
import { fakeApi, openComponent, signIn, type ApiCall } from "../../test/storefront";
import { SearchSynonymsTab } from "./SearchSynonymsTab";

const cooler: SearchSynonymType = {
  _id: "4b0a3c1e-0000-4000-8000-0000000005a1",
  term: "कूलर",
  alternatives: ["cooler"],
  updatedAt: "2026-11-27T00:00:00Z",
};

function openSynonyms(synonyms: SearchSynonymType[] = [cooler]) {
  signIn();
  const api = fakeApi({
    "GET /api/admin/search/synonyms": [200, { synonyms }],
    "POST /api/admin/search/synonyms": ({ body }: ApiCall) => [
      201,
      { synonym: { ...cooler, ...(body as object), _id: "4b0a3c1e-0000-4000-8000-0000000005a2" } },
    ],
    [`PATCH /api/admin/search/synonyms/${cooler._id}`]: ({ body }: ApiCall) => [200, { synonym: { ...cooler, ...(body as object) } }],
    [`DELETE /api/admin/search/synonyms/${cooler._id}`]: [200, { message: "Synonym deleted." }],
  });
  return { ...api, ...openComponent(SearchSynonymsTab) };
}

describe("the staff's Synonyms tab", () => {
  it("lists what shoppers type and what it finds", async () => {
    openSynonyms();
    const row = (await screen.findByText("कूलर")).closest("tr")!;
    expect(within(row).getByText("cooler")).toBeInTheDocument();
  });

  it("adds a synonym with alternatives split at commas", async () => {
    const { user, writes } = openSynonyms([]);
    await user.click(await screen.findByRole("button", { name: /Add a synonym/ }));
    const form = within(screen.getByRole("form", { name: "New synonym" }));
    await user.type(form.getByLabelText("Shoppers type"), "पंखा");
    await user.type(form.getByLabelText(/Finds products with/), "fan, ceiling fan");
    await user.click(form.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved: पंखा finds fan, ceiling fan.")).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: "POST", path: "/api/admin/search/synonyms", body: { term: "पंखा", alternatives: ["fan", "ceiling fan"] } },
    ]);
  });

  it("refuses what the API would refuse, before sending it", async () => {
    const { user, writes } = openSynonyms([]);
    await user.click(await screen.findByRole("button", { name: /Add a synonym/ }));
    const form = within(screen.getByRole("form", { name: "New synonym" }));
    await user.type(form.getByLabelText("Shoppers type"), "पंखा");
    await user.click(form.getByRole("button", { name: "Save" }));
    expect(await form.findByText("alternatives must have at least one entry")).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it("edits a synonym with its saved values filled in, and deletes one", async () => {
    const { user, writes } = openSynonyms();
    await user.click(await screen.findByRole("button", { name: "Edit कूलर" }));
    const form = within(screen.getByRole("form", { name: "Edit कूलर" }));
    const finds = form.getByLabelText(/Finds products with/);
    expect(finds).toHaveValue("cooler");
    await user.type(finds, ", air cooler");
    await user.click(form.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved: कूलर finds cooler, air cooler.")).toBeInTheDocument();
    vi.stubGlobal("confirm", () => true);
    try {
      await user.click(screen.getByRole("button", { name: "Delete कूलर" }));
      expect(await screen.findByText("Deleted: कूलर.")).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(writes()).toEqual([
      {
        method: "PATCH",
        path: `/api/admin/search/synonyms/${cooler._id}`,
        body: { term: "कूलर", alternatives: ["cooler", "air cooler"] },
      },
      { method: "DELETE", path: `/api/admin/search/synonyms/${cooler._id}` },
    ]);
  });
});

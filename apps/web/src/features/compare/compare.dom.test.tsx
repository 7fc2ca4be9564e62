import { screen, waitFor, within } from "@testing-library/react";
import type { CompareResponseType } from "@vayu/shared/compare";
import { beforeEach, describe, expect, it } from "vitest";
import { STOREFRONT_PAGE_SIZE } from "@vayu/shared/listing-limits";
import { fakeApi, openPage, product } from "../../test/storefront";

// Comparing products side by side (docs/decisions/330-compare-products.md).
const coolers = { _id: "4b0a3c1e-0000-4000-8000-0000000000c1", name: "Air Coolers" };
const big = product(1, { title: "Arctic 85", price: 14990, salePrice: 12990, category: coolers });
const small = product(2, { title: "Breeze 40", price: 8990, category: coolers });
const tower = product(3, { title: "Tower 30", price: 6990, stock: 0, category: coolers });
const fan = product(4, {
  title: "Ceiling Fan",
  category: { _id: "4b0a3c1e-0000-4000-8000-0000000000c2", name: "Fans" },
});
const ids = [big, small, tower].map((p) => p._id).join(",");

const english: CompareResponseType = {
  products: [big, small, tower],
  rows: [
    { key: "tank capacity", label: "Tank capacity", values: ["85 L", "40 L", "30 L"], differs: true },
    { key: "air throw", label: "Air throw", values: ["18 m", "18 m", "18 m"], differs: false },
    { key: "remote", label: "Remote", values: [null, null, "Yes"], differs: true },
  ],
  missing: [],
};
const hindi: CompareResponseType = {
  products: [{ ...big, title: "आर्कटिक 85", untranslated: [] }, small, tower].map((p) => ({
    ...p,
    category: { ...coolers, name: "कूलर" },
  })),
  rows: [
    { key: "tank capacity", label: "टंकी क्षमता", values: ["85 लीटर", "40 L", "30 L"], differs: true },
    { key: "air throw", label: "हवा की पहुँच", values: ["18 मीटर", "18 m", "18 m"], differs: false },
    { key: "remote", label: "Remote", values: [null, null, "Yes"], differs: true },
  ],
  missing: [],
};

function compareApi() {
  return fakeApi({
    [`GET /api/compare?ids=${ids}`]: [200, english],
    [`GET /api/compare?ids=${ids}&lang=hi`]: [200, hindi],
    "GET /api/search?q=cooler&limit=24&page=1": [
      200,
      { data: [big, small, fan], total: 3, page: 1, limit: STOREFRONT_PAGE_SIZE },
    ],
    "GET /api/wishlist": [200, { wishlist: { products: [] } }],
  });
}

/** The table's row headed `label`, as its cells' texts. */
function rowOf(label: RegExp | string) {
  const header = screen.getByRole("rowheader", { name: label });
  const row = header.closest("tr")!;
  return within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
}

describe("the compare page", () => {
  beforeEach(() => localStorage.clear());

  it("shows the products side by side, their rows aligned by label, a dash where one has none, the differing rows marked", async () => {
    compareApi();
    openPage(`/compare?ids=${ids}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Compare Air Coolers" })).toBeInTheDocument();
    expect(
      screen.getAllByRole("columnheader").map((th) => within(th).getAllByRole("link").at(0)?.textContent),
    ).toEqual(["Arctic 85", "Breeze 40", "Tower 30"]);
    expect(screen.getByRole("link", { name: "Arctic 85" })).toHaveAttribute("href", `/product/${big._id}`);
    expect(rowOf(/^Tank capacity/)).toEqual(["85 L", "40 L", "30 L"]);
    expect(rowOf(/^Remote/)).toEqual(["—Not stated", "—Not stated", "Yes"]);
    // The price paid: the sale price, the list price struck through.
    expect(rowOf(/^Price/)[0]).toContain("₹12,990");
    expect(rowOf(/^Availability/)[2]).toBe("Out of stock");
    expect(screen.getByRole("rowheader", { name: "Tank capacity (differs)" })).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "Air throw" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /add to cart/i })).toHaveLength(2);
  });

  it("shows only the differing rows through a link, the URL keeping the choice", async () => {
    compareApi();
    const { user, router } = openPage(`/compare?ids=${ids}`);
    await user.click(await screen.findByRole("link", { name: "Show only differences" }));
    expect(router.state.location.search).toBe(`?ids=${ids}&show=differences`);
    expect(await screen.findByRole("link", { name: "Show all rows" })).toBeInTheDocument();
    expect(screen.queryByRole("rowheader", { name: /^Air throw/ })).not.toBeInTheDocument();
    expect(rowOf(/^Tank capacity/)).toEqual(["85 L", "40 L", "30 L"]);
  });

  it("shows Hindi labels and values at /hi/compare", async () => {
    compareApi();
    openPage(`/hi/compare?ids=${ids}`);
    expect(await screen.findByRole("heading", { level: 1, name: "कूलर की तुलना" })).toBeInTheDocument();
    expect(rowOf(/^टंकी क्षमता/)).toEqual(["85 लीटर", "40 L", "30 L"]);
    expect(screen.getByRole("rowheader", { name: "टंकी क्षमता (अलग है)" })).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: /^कीमत/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "सिर्फ़ अंतर दिखाएँ" })).toHaveAttribute(
      "href",
      `/hi/compare?ids=${ids}&show=differences`,
    );
  });

  it("asks for products with nothing to compare", async () => {
    compareApi();
    openPage("/compare");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Nothing to compare yet" }),
    ).toBeInTheDocument();
  });
});

describe("choosing products to compare", () => {
  beforeEach(() => localStorage.clear());

  it("keeps the ticked products in a bar linking to their comparison, refusing one of another category", async () => {
    compareApi();
    const { user } = openPage("/search?q=cooler", { layout: true });
    // The boxes come alive once their code has loaded (they are not part of the first load).
    await screen.findAllByRole("checkbox", { name: "Compare" }, { timeout: 5000 });
    await waitFor(() => expect(screen.getAllByRole("checkbox", { name: "Compare" })[0]).toBeEnabled(), {
      timeout: 5000,
    });
    const boxes = screen.getAllByRole("checkbox", { name: "Compare" });
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    // The bar's code, too, loads after the page (docs/decisions/330-compare-products.md).
    const bar = await screen.findByRole("complementary", { name: "Products to compare" }, { timeout: 5000 });
    expect(within(bar).getByRole("link", { name: "Compare (2)" })).toHaveAttribute(
      "href",
      `/compare?ids=${big._id},${small._id}`,
    );
    await user.click(boxes[2]!);
    expect(boxes[2]).not.toBeChecked();
    expect(
      await screen.findByText(
        "Only products of one category can be compared: your list has Air Coolers. Clear it to compare this one.",
      ),
    ).toBeInTheDocument();
    await user.click(within(bar).getByRole("button", { name: "Remove Arctic 85 from comparison" }));
    expect(boxes[0]).not.toBeChecked();
    expect(within(bar).getByRole("link", { name: "Compare (1)" })).toBeInTheDocument();
  });
});

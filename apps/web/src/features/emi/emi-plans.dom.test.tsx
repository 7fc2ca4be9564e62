import { screen, waitFor, within } from "@testing-library/react";
import type { ProductEmiResponseType } from "@vayu/shared/emi-plans";
import { beforeAll, describe, expect, it } from "vitest";
import { setSiteOrigin } from "../../lib/page-head";
import { queryClient } from "../../lib/query-client";
import { productEmiQuery } from "./api/product-emi";
import { fakeApi, openPage, product } from "../../test/storefront";

// The product page's EMI plans (docs/decisions/323-emi-plans.md): the server's figures, to the paisa.
beforeAll(() => setSiteOrigin("https://vayu.example"));

const tv = product(1, { title: "Vayu 55 inch 4K TV", price: 50_000 });

/** What the API answers for ₹50,000: 15% over 12 and 24 months, and a no-cost 6 months; lowest instalment first. */
const plans: ProductEmiResponseType = {
  price: 50_000,
  from: 2424.33,
  options: [
    { issuer: "SBI Card", tenureMonths: 24, yearlyRatePercent: 15, noCost: false, monthly: 2424.33, interest: 8183.92, total: 58183.92, discount: 0 },
    { issuer: "HDFC Bank credit card", tenureMonths: 12, yearlyRatePercent: 15, noCost: false, monthly: 4512.92, interest: 4155.04, total: 54155.04, discount: 0 },
    { issuer: "SBI Card", tenureMonths: 12, yearlyRatePercent: 15, noCost: false, monthly: 4512.92, interest: 4155.04, total: 54155.04, discount: 0 },
    { issuer: "ICICI Bank credit card", tenureMonths: 6, yearlyRatePercent: 15, noCost: true, monthly: 8333.33, interest: 0, total: 50_000, discount: 2116.58 },
  ],
};

function store(emi: ProductEmiResponseType) {
  fakeApi({
    [`GET /api/product/${tv._id}`]: [200, { data: tv }],
    [`GET /api/product/${tv._id}?lang=hi`]: [200, { data: { ...tv, untranslated: [] } }],
    [`GET /api/product/${tv._id}/emi`]: [200, emi],
  });
}

/** The table's rows as a screen reader reads them, cell by cell (the bank with the months). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [within(row).getByRole("rowheader"), ...within(row).getAllByRole("cell")].map((cell) => cell.textContent));

describe("EMI on the product page", () => {
  it("says the lowest instalment under the buy box and opens to each plan's figures", async () => {
    store(plans);
    const { user } = openPage(`/product/${tv._id}`);
    // The first test to draw the plans waits for their code (their own chunk) to be imported.
    const summary = await screen.findByText(/EMI from/, {}, { timeout: 10_000 });
    expect(summary).toHaveTextContent("EMI from ₹2,424.33/month");
    const panel = screen.getByTestId("emi");
    expect(panel).not.toHaveAttribute("open");
    await user.click(summary);
    expect(panel).toHaveAttribute("open");

    const table = within(panel).getByRole("table");
    expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Months",
      "Interest a year",
      "Monthly instalment",
      "Total interest",
      "No-cost discount",
      "Total payable",
    ]);
    expect(rowsOf(table)).toEqual([
      ["SBI Card, 24", "15%", "₹2,424.33", "₹8,183.92", "—None", "₹58,183.92"],
      ["SBI Card, 12", "15%", "₹4,512.92", "₹4,155.04", "—None", "₹54,155.04"],
      ["HDFC Bank credit card, 12", "15%", "₹4,512.92", "₹4,155.04", "—None", "₹54,155.04"],
      ["ICICI Bank credit card, 6", "No cost", "₹8,333.33", "₹0.00", "₹2,116.58", "₹50,000.00"],
    ]);
    // On screen each bank heads its own plans (SBI's two together), so no column holds the bank's name.
    expect([...table.querySelectorAll("tbody")].map((group) => group.querySelector("tr")!.textContent)).toEqual([
      "SBI Card",
      "HDFC Bank credit card",
      "ICICI Bank credit card",
    ]);
    expect(within(panel).getByText(/On today's price of ₹50,000.00/)).toBeInTheDocument();
    expect(within(panel).getByText(/EMI is offered at payment by our payment provider/)).toHaveTextContent(
      "The store does not lend",
    );
    expect(within(panel).getByText(/On a no-cost plan the bank still charges interest/)).toBeInTheDocument();
  });

  it("shows nothing when no plan reaches the price", async () => {
    store({ price: 50_000, from: null, options: [] });
    openPage(`/product/${tv._id}`);
    await screen.findByRole("heading", { level: 1, name: "Vayu 55 inch 4K TV" });
    // The plans' answer has come and been read.
    await waitFor(() => expect(queryClient.getQueryState(productEmiQuery(tv._id).queryKey)?.status).toBe("success"));
    expect(screen.queryByTestId("emi")).toBeNull();
    expect(screen.queryByText(/EMI/)).toBeNull();
  });

  it("speaks Hindi at /hi, with the same figures", async () => {
    store(plans);
    const { user } = openPage(`/hi/product/${tv._id}`);
    const panel = await screen.findByTestId("emi");
    expect(panel).toHaveTextContent("₹2,424.33/माह से EMI");
    await user.click(within(panel).getByText("प्लान देखें"));
    const table = within(panel).getByRole("table");
    expect(within(table).getAllByRole("columnheader")[2]).toHaveTextContent("हर महीने की किस्त");
    expect(rowsOf(table)[3]).toEqual(["ICICI Bank credit card, 6", "बिना ब्याज", "₹8,333.33", "₹0.00", "₹2,116.58", "₹50,000.00"]);
  });
});

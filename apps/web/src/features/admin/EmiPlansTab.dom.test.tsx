import { screen, within } from "@testing-library/react";
import type { EmiPlanType } from "@vayu/shared/emi-plans";
import { describe, expect, it, vi } from "vitest";
import { fakeApi, openComponent, signIn, type ApiCall } from "../../test/storefront";
import { EmiPlansTab } from "./EmiPlansTab";

const hdfc: EmiPlanType = {
  _id: "4b0a3c1e-0000-4000-8000-0000000007e1",
  issuer: "HDFC Bank credit card",
  tenureMonths: 12,
  yearlyRatePercent: 15,
  noCost: false,
  minAmount: 3000,
  active: true,
  updatedAt: "2026-11-27T00:00:00Z",
};

function openPlans(plans: EmiPlanType[] = [hdfc]) {
  signIn();
  const api = fakeApi({
    "GET /api/admin/emi-plans": [200, { plans }],
    "POST /api/admin/emi-plans": ({ body }: ApiCall) => [
      201,
      { plan: { ...hdfc, ...(body as object), _id: "4b0a3c1e-0000-4000-8000-0000000007e2" } },
    ],
    [`PATCH /api/admin/emi-plans/${hdfc._id}`]: ({ body }: ApiCall) => [
      200,
      { plan: { ...hdfc, ...(body as object) } },
    ],
    [`DELETE /api/admin/emi-plans/${hdfc._id}`]: [200, { message: "EMI plan deleted." }],
  });
  return { ...api, ...openComponent(EmiPlansTab) };
}

describe("the staff's EMI plans tab", () => {
  it("lists each plan with its months, interest and the least price it is offered on", async () => {
    openPlans();
    const row = (await screen.findByText("HDFC Bank credit card")).closest("tr")!;
    expect(within(row).getByText("15% a year")).toBeInTheDocument();
    expect(within(row).getByText("₹3,000.00")).toBeInTheDocument();
  });

  it("adds a no-cost plan", async () => {
    const { user, writes } = openPlans([]);
    expect(await screen.findByText("No EMI plans yet: the product page shows none.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Add a plan/ }));
    const form = within(screen.getByRole("form", { name: "New EMI plan" }));
    await user.type(form.getByLabelText("Bank or card"), "ICICI Bank credit card");
    await user.selectOptions(form.getByLabelText("Months"), "6");
    await user.type(form.getByLabelText("Yearly interest (%)"), "16");
    await user.click(form.getByLabelText(/No-cost/));
    await user.click(form.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved: ICICI Bank credit card, 6 months, no-cost.")).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: "POST",
        path: "/api/admin/emi-plans",
        body: {
          issuer: "ICICI Bank credit card",
          tenureMonths: 6,
          yearlyRatePercent: 16,
          noCost: true,
          minAmount: 3000,
          active: true,
        },
      },
    ]);
  });

  it("refuses a plan without its interest before sending it, and deletes one", async () => {
    const { user, writes } = openPlans();
    await user.click(await screen.findByRole("button", { name: /Add a plan/ }));
    const form = within(screen.getByRole("form", { name: "New EMI plan" }));
    await user.type(form.getByLabelText("Bank or card"), "SBI Card");
    await user.click(form.getByRole("button", { name: "Save" }));
    expect(await form.findByText("yearlyRatePercent must be a number")).toBeInTheDocument();
    expect(writes()).toEqual([]);

    vi.stubGlobal("confirm", () => true);
    await user.click(screen.getByRole("button", { name: "Delete HDFC Bank credit card, 12 months at 15%" }));
    expect(await screen.findByText("Deleted: HDFC Bank credit card, 12 months at 15%.")).toBeInTheDocument();
    expect(writes()).toEqual([{ method: "DELETE", path: `/api/admin/emi-plans/${hdfc._id}` }]);
  });
});

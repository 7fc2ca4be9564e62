import { screen, waitFor, within } from "@testing-library/react";
import type { CodReportResponseType } from "@vayu/shared/cod-reports";
import { describe, expect, it } from "vitest";
import { codRefusal } from "../../test/cod-decision";
import { fakeApi, openComponent, signIn, type ApiCall } from "../../test/storefront";
import { CodReportTab } from "./CodReportTab";

const collected = {
  _id: "4b0a3c1e-0000-4000-8000-00000000d001",
  orderNumber: 100123,
  amount: 2504,
  collectedAt: "2026-11-20T10:00:00Z",
};
const other = {
  _id: "4b0a3c1e-0000-4000-8000-00000000d002",
  orderNumber: 100124,
  amount: 1575,
  collectedAt: "2026-11-21T10:00:00Z",
};
const report = (open: (typeof collected)[]): CodReportResponseType => ({
  from: "2026-10-29",
  to: "2026-11-27",
  codShare: {
    codOrders: 6,
    allOrders: 8,
    countShare: 0.75,
    codValue: 15_000,
    allValue: 20_000,
    valueShare: 0.75,
  },
  confirmation: { placed: 6, confirmed: 3, timerCancelled: 1, shopperCancelled: 1, awaiting: 1, rate: 0.6 },
  rto: {
    overall: { shipped: 3, rto: 1, rate: 0.3333 },
    byPincode: [{ pincode: "110001", shipped: 1, rto: 1, rate: 1 }],
    byState: [{ state: "Delhi", shipped: 1, rto: 1, rate: 1 }],
    byShopper: [
      {
        _id: "4b0a3c1e-0000-4000-8000-00000000e001",
        name: "Rahul Mehta",
        phone: "9876500001",
        shipped: 1,
        rto: 1,
        rate: 1,
      },
    ],
  },
  cashToCollect: [
    {
      courier: "Delhivery",
      collected: { count: open.length, amount: open.reduce((sum, o) => sum + o.amount, 0) },
      notRecorded: { count: 1, amount: 999 },
      orders: open,
    },
  ],
});

function openCodTab() {
  signIn();
  let open = [collected, other];
  const api = fakeApi({
    "GET /api/admin/reports/cod": () => [200, report(open)],
    "GET /api/admin/cod-decisions?refused=true": [200, { decisions: [codRefusal("4b0a3c1e-0000-4000-8000-00000000e001")] }],
    "POST /api/admin/cod-remittances": ({ body }: ApiCall) => {
      const ids = (body as { orderIds: string[] }).orderIds;
      open = open.filter((o) => !ids.includes(o._id));
      return [
        201,
        {
          message: "Remittance recorded: 1 order, ₹2,504.00.",
          remittance: {
            _id: "r1",
            courier: "Delhivery",
            reference: "UTR9",
            receivedOn: "2026-11-26",
            amount: 2504,
            orders: [],
            recordedBy: "Meera",
            createdAt: "2026-11-27T00:00:00Z",
          },
        },
      ];
    },
  });
  return { ...api, ...openComponent(CodReportTab) };
}

describe("the staff's COD tab", () => {
  it("shows the shares, confirmations, RTO tables and the cash each courier holds", async () => {
    openCodTab();
    expect(await screen.findByText("COD share of orders")).toBeInTheDocument();
    expect(screen.getAllByText("75.0%")).toHaveLength(2);
    expect(screen.getByText("3 confirmed of 5 answered")).toBeInTheDocument();
    expect(screen.getByText("1 refused of 3 shipped")).toBeInTheDocument();
    const pincodes = within(screen.getByRole("region", { name: "RTO by pincode" }));
    expect(pincodes.getByRole("row", { name: "110001 1 1 100.0%" })).toBeInTheDocument();
    const shoppers = within(screen.getByRole("region", { name: "RTO by shopper" }));
    expect(shoppers.getByText("9876500001")).toBeInTheDocument();
    const cash = within(screen.getByRole("region", { name: "Cash to collect from couriers" }));
    expect(cash.getByRole("row", { name: "Delhivery ₹4,079.00 (2) ₹999.00 (1)" })).toBeInTheDocument();
    // Why a shopper who calls was refused cash on delivery.
    const refused = within(screen.getByRole("region", { name: "Cash on delivery refused" }));
    expect(await refused.findByText("3 refused parcels (limit 2)")).toBeInTheDocument();
    expect(refused.getByText(/^Ravi Kumar \(ravi@example\.com\) · pincode 560001 · ₹1,005\.00 · /)).toBeInTheDocument();
  });

  it("records a remittance of the picked orders, and the cash to collect drops", async () => {
    const { user, writes } = openCodTab();
    const form = within(await screen.findByRole("region", { name: "Record a courier remittance" }));
    await user.click(form.getByRole("checkbox", { name: "#100123 · ₹2,504.00" }));
    expect(form.getByText("₹2,504.00", { selector: "span" })).toBeInTheDocument();
    await user.type(form.getByLabelText("Bank reference (UTR)"), "UTR9");
    await user.clear(form.getByLabelText("Received on"));
    await user.type(form.getByLabelText("Received on"), "2026-11-26");
    await user.click(form.getByRole("button", { name: "Record remittance" }));
    expect(await screen.findByText("Remittance recorded: 1 order, ₹2,504.00.")).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: "POST",
        path: "/api/admin/cod-remittances",
        body: {
          courier: "Delhivery",
          reference: "UTR9",
          receivedOn: "2026-11-26",
          orderIds: [collected._id],
          orderNumbers: [],
        },
      },
    ]);
    const cash = within(screen.getByRole("region", { name: "Cash to collect from couriers" }));
    await waitFor(() =>
      expect(cash.getByRole("row", { name: "Delhivery ₹1,575.00 (1) ₹999.00 (1)" })).toBeInTheDocument(),
    );
  });
});

import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RTO_NOTE_REQUIRED, type AdminOrderDetailType } from "@vayu/shared/admin";
import type { RtoByTrackingResponseType } from "@vayu/shared/rto";
import { awaitingCodOrder, COD_ORDER_ID } from "../../test/cod-order";
import { fakeApi, openComponent, signIn } from "../../test/storefront";
import { AdminOrderDetailView } from "./AdminOrderDetail";
import { CourierReturns } from "./CourierReturns";

/** Return to origin in the staff console (docs/decisions/306-return-to-origin.md). */

const shippedAt = "2026-11-26T09:00:00.000Z";
const shipped: AdminOrderDetailType = {
  ...awaitingCodOrder,
  orderStatus: "Shipped",
  cancellable: false,
  tracking: { courier: "Delhivery", number: "DL555" },
  history: [],
  customer: { _id: "4b0a3c1e-0000-4000-8000-0000000000c1", name: "Priya Sharma", email: "priya@example.com" },
  phone: "9876543210",
  payment: { providerOrderId: null, paymentId: null, method: null },
  refunds: [],
  refundable: 0,
  lineRefunds: [{ productId: awaitingCodOrder.products[0]!.product._id, unitsLeft: 1, refunded: 0 }],
  codRisk: { refusedParcels: 2, pincode: "560001", days: 90, pincodeRto: 3, pincodeShipped: 40 },
};
const returned: AdminOrderDetailType = {
  ...shipped,
  orderStatus: "Returned to origin",
  amountDue: 0,
  returnedToOrigin: { receivedAt: null },
  cancellingCreditNoteUrl: null,
};
const creditNoteUrl = `/api/order/${COD_ORDER_ID}/credit-notes/4b0a3c1e-0000-4000-8000-0000000000f1`;

function openOrder(order: AdminOrderDetailType, answers: Parameters<typeof fakeApi>[0] = {}) {
  signIn();
  const api = fakeApi({ [`GET /api/admin/orders/${COD_ORDER_ID}`]: () => [200, { order }], [`GET /api/admin/orders/${COD_ORDER_ID}/messages`]: [200, { messages: [] }], ...answers });
  return { ...api, ...openComponent(() => <AdminOrderDetailView orderId={COD_ORDER_ID} onBack={() => undefined} />) };
}

describe("a shipped COD order in the console", () => {
  it("shows the shopper's and the pincode's refused parcels, and offers Returned to origin with its reason required", async () => {
    const { user, writes } = openOrder(shipped, {
      [`POST /api/admin/orders/${COD_ORDER_ID}/status`]: [200, { order: returned }],
    });
    expect(await screen.findByText("2 refused parcels")).toBeInTheDocument();
    expect(screen.getByText("Pincode 560001, last 90 days")).toBeInTheDocument();
    expect(screen.getByText("3 returned of 40 shipped COD parcels")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("New status"), "Returned to origin (refused or not deliverable)");
    await user.click(screen.getByRole("button", { name: "Save status" }));
    expect(await screen.findByText(RTO_NOTE_REQUIRED)).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.type(screen.getByLabelText(/Why did the parcel come back/), "Refused at the door");
    await user.click(screen.getByRole("button", { name: "Save status" }));
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: "POST", path: `/api/admin/orders/${COD_ORDER_ID}/status`, body: { status: "Returned to origin", note: "Refused at the door", showToShopper: false } },
      ]),
    );
    expect(await screen.findByRole("form", { name: `Receive back order ${shipped.number}` })).toBeInTheDocument();
  });

  it("a prepaid order is not offered Returned to origin", async () => {
    openOrder({ ...shipped, paymentType: "Online", codRisk: null, amountDue: 0 });
    const select = await screen.findByLabelText("New status");
    expect(select.textContent).not.toContain("Returned to origin");
    expect(screen.queryByText(/refused parcels?$/)).toBeNull();
  });
});

describe("an order Returned to origin in the console", () => {
  it("is marked received back with the staff's stock choice, then offers its credit note", async () => {
    const { user, writes } = openOrder(returned, {
      [`POST /api/admin/orders/${COD_ORDER_ID}/rto-received`]: [200, { order: { ...returned, returnedToOrigin: { receivedAt: shippedAt }, cancellingCreditNoteUrl: creditNoteUrl } }],
    });
    await user.click(await screen.findByRole("button", { name: "Mark received back" }));
    expect(await screen.findByText("Choose whether the units go back to stock.")).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await user.click(screen.getByLabelText("Back to stock: they can be sold again"));
    await user.click(screen.getByRole("button", { name: "Mark received back" }));
    expect(await screen.findByRole("button", { name: /Credit note/ })).toBeInTheDocument();
    expect(writes()).toEqual([{ method: "POST", path: `/api/admin/orders/${COD_ORDER_ID}/rto-received`, body: { restock: true } }]);
    expect(screen.queryByRole("button", { name: "Mark received back" })).toBeNull();
    // No status moves are left to offer.
    expect(screen.queryByLabelText("New status")).toBeNull();
  });
});

describe("the courier returns box", () => {
  it("sends the tracking numbers of the courier's CSV and lists what moved, what it did not know and what it refused", async () => {
    signIn();
    const result: RtoByTrackingResponseType = {
      moved: [{ trackingNumber: "DL555", orderNumber: 100077 }],
      already: [],
      notFound: ["DL999"],
      refused: [{ trackingNumber: "DL777", orderNumber: 100078, reason: "Only a shipped cash-on-delivery order can be marked Returned to origin; this one is Delivered." }],
    };
    const { writes } = fakeApi({ "POST /api/admin/orders/returned-to-origin": [200, result] });
    const { user } = openComponent(CourierReturns);
    await user.click(screen.getByText("Courier returns (returned to origin)"));
    await user.click(screen.getByRole("button", { name: "Mark returned to origin" }));
    expect(await screen.findByText("Paste the tracking numbers, or upload the courier's CSV.")).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Tracking numbers/), "Order,AWB No,Status{enter}1,DL555,RTO{enter}2,DL999,RTO{enter}3,DL777,RTO");
    await user.click(screen.getByRole("button", { name: "Mark returned to origin" }));
    await waitFor(() =>
      expect(writes()).toEqual([{ method: "POST", path: "/api/admin/orders/returned-to-origin", body: { trackingNumbers: ["DL555", "DL999", "DL777"] } }]),
    );
    expect(await screen.findByText("DL555 (#100077)")).toBeInTheDocument();
    expect(screen.getByText("DL999")).toBeInTheDocument();
    expect(screen.getByText(/this one is Delivered\./)).toBeInTheDocument();
  });
});

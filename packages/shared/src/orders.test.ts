import { describe, expect, it } from "vitest";
import { awaitingConfirmation, deliveryPromise, formatDeliveryDay, moveRefusal, nextStatuses, prepaidNotReturnedToOrigin } from "./orders";

describe("deliveryPromise", () => {
  const window = { from: "2026-12-04", to: "2026-12-05" };

  it("promises the window's last day while the order is on its way", () => {
    for (const orderStatus of ["Placed", "Packed", "Shipped", "Out for delivery"] as const) {
      expect(deliveryPromise({ orderStatus, expectedDelivery: window, deliveredAt: null })).toEqual({
        expectedBy: "2026-12-05",
      });
    }
  });

  it("says when it arrived once delivered, also through a return", () => {
    for (const orderStatus of ["Delivered", "Return requested", "Refunded"] as const) {
      expect(
        deliveryPromise({ orderStatus, expectedDelivery: window, deliveredAt: "2026-12-03T09:30:00.000Z" }),
      ).toEqual({
        deliveredOn: "2026-12-03T09:30:00.000Z",
      });
    }
  });

  it("promises nothing for a cancelled order, nor for one placed before windows were recorded", () => {
    expect(
      deliveryPromise({ orderStatus: "Cancelled", expectedDelivery: window, deliveredAt: null }),
    ).toBeNull();
    expect(deliveryPromise({ orderStatus: "Placed", expectedDelivery: null, deliveredAt: null })).toBeNull();
  });

  it("writes a delivery day as shoppers in India read it, whatever the machine's time zone", () => {
    expect(formatDeliveryDay("2026-12-05")).toBe("Saturday, 5 December");
  });
});

describe("an order awaiting confirmation (docs/decisions/305-cod-confirmation.md)", () => {
  it("moves only to Placed (confirmed) or Cancelled; packing or shipping it says to confirm first", () => {
    expect(nextStatuses("Awaiting confirmation", false)).toEqual(["Placed", "Cancelled"]);
    expect(moveRefusal("Awaiting confirmation", "Placed", false)).toBeNull();
    for (const to of ["Packed", "Shipped", "Delivered"] as const)
      expect(moveRefusal("Awaiting confirmation", to, false)).toBe(awaitingConfirmation);
    // Once placed, nothing goes back to awaiting confirmation.
    expect(nextStatuses("Placed", false)).not.toContain("Awaiting confirmation");
  });
});

describe("Returned to origin (docs/decisions/306-return-to-origin.md)", () => {
  it("is a move only for a shipped cash-on-delivery order with its tracking", () => {
    expect(nextStatuses("Shipped", true, "COD")).toContain("Returned to origin");
    expect(nextStatuses("Out for delivery", true, "COD")).toContain("Returned to origin");
    expect(nextStatuses("Shipped", true, "Online")).not.toContain("Returned to origin");
    expect(nextStatuses("Placed", false, "COD")).not.toContain("Returned to origin");
    expect(nextStatuses("Returned to origin", true, "COD")).toEqual([]);
    expect(moveRefusal("Shipped", "Returned to origin", true, "Online")).toBe(prepaidNotReturnedToOrigin);
    expect(moveRefusal("Delivered", "Returned to origin", true, "COD")).toBe(
      "Only a shipped cash-on-delivery order can be marked Returned to origin; this one is Delivered.",
    );
  });
});

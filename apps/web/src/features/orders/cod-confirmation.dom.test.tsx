import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messages } from "@vayu/shared/messages";
import { answeredCodOrder, awaitingCodOrder, COD_ORDER_ID, codPlacedAt, trackedAwaitingCod as trackedAwaiting } from "../../test/cod-order";
import { fakeApi, openPage, signIn } from "../../test/storefront";

/** Confirm and Cancel of a cash-on-delivery order (docs/decisions/305-cod-confirmation.md), once the page is live. */

const ORDER_ID = COD_ORDER_ID;
const placedAt = codPlacedAt;
const awaiting = awaitingCodOrder;
const answered = answeredCodOrder;

describe("the order page of a COD order awaiting confirmation", () => {
  it("confirms it: the shopper's own order is confirmed and the buttons give way to the usual cancel", async () => {
    signIn();
    const { writes } = fakeApi({
      [`GET /api/order/${ORDER_ID}`]: [200, { order: awaiting }],
      [`POST /api/order/${ORDER_ID}/confirm`]: [200, { order: answered("Placed") }],
    });
    const { user } = openPage(`/orders/${ORDER_ID}`);
    expect(await screen.findByRole("heading", { name: messages.codConfirm.heading })).toBeInTheDocument();
    expect(screen.getByText(/Please answer within 24 hours/)).toBeInTheDocument();
    // One Cancel only: the confirmation's, not the usual dialog as well.
    expect(screen.getAllByRole("button", { name: /Cancel order/ })).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: messages.codConfirm.confirm }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: messages.codConfirm.heading })).not.toBeInTheDocument());
    expect(await screen.findByRole("region", { name: "Cancel this order" })).toBeInTheDocument();
    expect(writes()).toEqual([{ method: "POST", path: `/api/order/${ORDER_ID}/confirm`, body: {} }]);
  });

  it("cancels it, and shows the API's reason when the order was answered meanwhile", async () => {
    signIn();
    const { writes } = fakeApi({
      [`GET /api/order/${ORDER_ID}`]: [200, { order: awaiting }],
      [`POST /api/order/${ORDER_ID}/cancel`]: [409, { message: messages.codConfirm.notAwaiting, orderStatus: "Placed" }],
    });
    const { user } = openPage(`/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole("button", { name: messages.codConfirm.cancel }));
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.codConfirm.notAwaiting);
    expect(writes()).toEqual([{ method: "POST", path: `/api/order/${ORDER_ID}/cancel`, body: {} }]);
  });
});


describe("the confirmation message's link (/track?t=…)", () => {
  it("opens the order with Confirm and Cancel; opening changes nothing, Confirm posts the link's token", async () => {
    const { writes } = fakeApi({
      "GET /api/track/link?t=answering": [200, { order: trackedAwaiting }],
      [`POST /api/order/${ORDER_ID}/confirm`]: [
        200,
        { order: { ...trackedAwaiting, status: "Placed", answer: undefined, timeline: [...trackedAwaiting.timeline, { status: "Placed", at: placedAt }] } },
      ],
    });
    const { user } = openPage("/track?t=answering&answer=confirm");
    const confirm = await screen.findByRole("button", { name: messages.codConfirm.confirm });
    expect(screen.getByRole("button", { name: messages.codConfirm.cancel })).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole("button", { name: messages.codConfirm.confirm })).not.toBeInTheDocument());
    expect(screen.getAllByText(messages.codConfirm.confirmed).length).toBeGreaterThan(0);
    expect(screen.getByRole("heading", { name: "Order #100077" })).toBeInTheDocument();
    expect(writes()).toEqual([{ method: "POST", path: `/api/order/${ORDER_ID}/confirm`, body: { t: "answering" } }]);
  });

  it("puts the Cancel first for the message's Cancel link", async () => {
    fakeApi({ "GET /api/track/link?t=answering": [200, { order: trackedAwaiting }] });
    openPage("/track?t=answering&answer=cancel");
    await screen.findByRole("heading", { name: messages.codConfirm.heading });
    const buttons = screen.getAllByRole("button").map((b) => b.textContent);
    expect(buttons.indexOf(messages.codConfirm.cancel)).toBeLessThan(buttons.indexOf(messages.codConfirm.confirm));
  });
});

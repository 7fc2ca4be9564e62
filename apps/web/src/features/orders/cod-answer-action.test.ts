import { messages } from "@vayu/shared/messages";
import { describe, expect, it } from "vitest";
import { answeredCodOrder, COD_ORDER_ID, trackedAwaitingCod } from "../../test/cod-order";
import { storeAnswering } from "../../test/form-posts";

/**
 * Confirm and Cancel of a COD order posted before or without JavaScript
 * (docs/decisions/195-forms-before-javascript.md, docs/decisions/305-cod-confirmation.md).
 */

const ORDER_ID = COD_ORDER_ID;
const { answer: _answer, ...trackedView } = trackedAwaitingCod;
const tracked = (status: "Awaiting confirmation" | "Cancelled") => ({ ...trackedView, status });

describe("the order page's Confirm and Cancel", () => {
  it("confirm the shopper's order with their session and come back with the toast", async () => {
    const store = storeAnswering({ [`POST /api/order/${ORDER_ID}/confirm`]: [200, { order: answeredCodOrder("Placed") }] });
    const page = await store.post(`/orders/${ORDER_ID}`, { intent: "confirm-cod", returnTo: `/orders/${ORDER_ID}` });
    // The page server sends the session's token with it (docs/decisions/195-forms-before-javascript.md).
    expect(store.writes()).toMatchObject([{ method: "POST", path: `/api/order/${ORDER_ID}/confirm`, body: {} }]);
    expect(page).toMatchObject({ status: 303, location: `/orders/${ORDER_ID}`, flash: { kind: "success", message: messages.codConfirm.confirmed } });
  });

  it("say why when the order was answered meanwhile", async () => {
    const store = storeAnswering({ [`POST /api/order/${ORDER_ID}/cancel`]: [409, { message: messages.codConfirm.notAwaiting }] });
    const page = await store.post(`/orders/${ORDER_ID}`, { intent: "cancel-cod", returnTo: `/orders/${ORDER_ID}` });
    expect(page).toMatchObject({ status: 303, flash: { kind: "error", message: messages.codConfirm.notAwaiting } });
  });
});

describe("the message link's Confirm and Cancel on /track", () => {
  it("cancel with the link's token, no login, and show the order as it now is", async () => {
    const store = storeAnswering({
      "GET /api/track/link?t=answering": [200, { order: { ...tracked("Awaiting confirmation"), answer: { orderId: ORDER_ID } } }],
      [`POST /api/order/${ORDER_ID}/cancel`]: [200, { order: tracked("Cancelled") }],
    });
    const page = await store.post("/track?t=answering&answer=cancel", { intent: "cod-cancel", orderId: ORDER_ID, t: "answering" }, null);
    expect(store.writes()).toEqual([
      { method: "POST", path: `/api/order/${ORDER_ID}/cancel`, body: { t: "answering" }, authorization: null },
    ]);
    expect(page.status).toBe(200);
    expect(page.html).toContain(messages.codConfirm.cancelled);
    expect(page.html).not.toContain(`>${messages.codConfirm.confirm}<`);
  });

  it("only show the order when the link is opened: nothing is posted", async () => {
    const store = storeAnswering({
      "GET /api/track/link?t=answering": [200, { order: { ...tracked("Awaiting confirmation"), answer: { orderId: ORDER_ID } } }],
    });
    const page = await store.visit("/track?t=answering&answer=confirm", null);
    expect(store.writes()).toEqual([]);
    expect(page.html).toContain(messages.codConfirm.heading);
    expect(page.html).toContain(`>${messages.codConfirm.confirm}<`);
  });
});

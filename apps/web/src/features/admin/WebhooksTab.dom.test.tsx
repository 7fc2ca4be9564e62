import { screen, within } from "@testing-library/react";
import type { WebhookDeliveryType, WebhookType } from "@vayu/shared/webhooks";
import { describe, expect, it } from "vitest";
import { fakeApi, openComponent, signIn } from "../../test/storefront";
import { WebhooksTab } from "./WebhooksTab";

const id = "7d0c2a1e-0000-4000-8000-000000000031";
const url = "https://erp.example.in/hooks/vayu";
const secret = "whsec_Fq3tN9v0xJt2wYb7cQ1mZr8sK4pL6dE5aH0uG2iW9oA";
const webhook: WebhookType = { _id: id, url, events: ["order.placed", "order.shipped"], active: true, secretHint: secret.slice(-4), createdAt: "2030-11-10T05:30:00.000Z" };
const ping: WebhookDeliveryType = {
  _id: "7d0c2a1e-0000-4000-8000-000000000032",
  eventId: "7d0c2a1e-0000-4000-8000-000000000033",
  event: "ping",
  status: "delivered",
  attempts: 1,
  responseStatus: 200,
  response: "ok, thanks",
  durationMs: 42,
  nextAttemptAt: null,
  deliveredAt: "2030-11-10T05:31:00.000Z",
  createdAt: "2030-11-10T05:31:00.000Z",
};
const retrying: WebhookDeliveryType = { ...ping, _id: "7d0c2a1e-0000-4000-8000-000000000034", event: "order.placed", status: "queued", attempts: 1, responseStatus: 500, response: "down", nextAttemptAt: "2030-11-10T05:31:30.000Z", deliveredAt: null };

describe("the owner's Webhooks tab", () => {
  it("adds a webhook for the chosen events and shows its secret once", async () => {
    signIn();
    let list: WebhookType[] = [];
    const { writes } = fakeApi({
      "GET /api/admin/webhooks": () => [200, { webhooks: list }],
      "POST /api/admin/webhooks": () => ((list = [webhook]), [201, { webhook, secret }]),
    });
    const { user } = openComponent(WebhooksTab);
    expect(await screen.findByText("No webhooks yet.")).toBeInTheDocument();
    const form = within(screen.getByRole("form", { name: "Add a webhook" }));
    await user.click(form.getByRole("button", { name: "Add webhook" }));
    expect(form.getByText("url must be an http:// or https:// address")).toBeInTheDocument();
    await user.type(form.getByLabelText("Receiver URL"), url);
    await user.click(form.getByLabelText("order.shipped"));
    await user.click(form.getByRole("button", { name: "Add webhook" }));

    const notice = within(await screen.findByRole("region", { name: "New secret" }));
    expect(notice.getByText(secret)).toBeInTheDocument();
    expect(notice.getByText("Copy it into the receiver now: it is not shown again.")).toBeInTheDocument();
    expect(writes()).toEqual([{ method: "POST", path: "/api/admin/webhooks", body: { url, events: ["order.placed", "order.shipped"] } }]);
    const card = within(await screen.findByRole("listitem", { name: url }));
    expect(card.getByText(`On · secret ends …${secret.slice(-4)} · order.placed, order.shipped`)).toBeInTheDocument();
    await user.click(notice.getByRole("button", { name: "I have copied it" }));
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });

  it("tests a webhook and shows the receiver's answer in its delivery log", async () => {
    signIn();
    let log: WebhookDeliveryType[] = [retrying];
    const { writes } = fakeApi({
      "GET /api/admin/webhooks": [200, { webhooks: [webhook] }],
      [`POST /api/admin/webhooks/${id}/test`]: () => ((log = [ping, retrying]), [200, { delivery: ping }]),
      [`GET /api/admin/webhooks/${id}/deliveries`]: () => [200, { deliveries: log }],
      [`PATCH /api/admin/webhooks/${id}`]: [200, { webhook: { ...webhook, active: false } }],
    });
    const { user } = openComponent(WebhooksTab);
    const card = within(await screen.findByRole("listitem", { name: url }));
    await user.click(card.getByRole("button", { name: "Test" }));
    const table = within(await card.findByRole("table", { name: "Delivery log" }));
    expect(await table.findByRole("row", { name: /^ping Delivered 1 HTTP 200: ok, thanks \(42 ms\)/ })).toBeInTheDocument();
    expect(table.getByRole("row", { name: /^order\.placed Retrying .* 1 HTTP 500: down/ })).toBeInTheDocument();

    await user.click(card.getByRole("button", { name: "Switch off" }));
    expect(writes().at(-1)).toEqual({ method: "PATCH", path: `/api/admin/webhooks/${id}`, body: { active: false } });
  });
});

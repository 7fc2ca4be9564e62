import { messages } from "@vayu/shared/messages";
import type { TrackedOrderType } from "@vayu/shared/tracking";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, openPage } from "../../test/storefront";

const tracked: TrackedOrderType = {
  number: 100042,
  status: "Shipped",
  placedAt: "2026-11-20T06:30:00.000Z",
  timeline: [
    { status: "Placed", at: "2026-11-20T06:30:00.000Z" },
    { status: "Shipped", at: "2026-11-21T09:00:00.000Z" },
  ],
  items: [{ title: "Tower Fan", quantity: 2 }],
  amounts: { subtotal: 4998, discount: 0, shipping: 5, codCharge: 0, total: 5003 },
  paymentType: "Online",
  tracking: { courier: "Delhivery", number: "DL123", url: "https://www.delhivery.com/track/package/DL123" },
  expectedBy: "2026-11-25",
  deliveredAt: null,
  city: "Bengaluru",
  pincode: "560001",
};

describe("/track", () => {
  it("asks for a code, then shows the order's timeline and tracking for the right code", async () => {
    const { writes } = fakeApi({
      "POST /api/track/request": [200, { message: messages.track.codeSent }],
      "POST /api/track/verify": ({ body }) =>
        (body as { code: string }).code === "123456" ? [200, { order: tracked }] : [400, { message: messages.track.codeWrong, field: "code" }],
    });
    const { user, fill } = openPage("/track");
    await fill(await screen.findByLabelText(messages.track.orderNumberLabel), "100042");
    await fill(screen.getByLabelText(messages.track.contactLabel), "+91 98765 43210");
    await user.click(screen.getByRole("button", { name: messages.track.sendCode }));

    const code = await screen.findByLabelText(messages.track.codeLabel);
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(screen.getByRole("status")).toHaveTextContent(messages.track.codeSent);
    await fill(code, "654321");
    await user.click(screen.getByRole("button", { name: messages.track.showOrder }));
    await waitFor(() => expect(screen.getByLabelText(messages.track.codeLabel)).toHaveAccessibleDescription(messages.track.codeWrong));

    await fill(screen.getByLabelText(messages.track.codeLabel), "123456");
    await user.click(screen.getByRole("button", { name: messages.track.showOrder }));
    expect(await screen.findByRole("heading", { name: "Order #100042" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Track with Delhivery" })).toHaveAttribute("href", tracked.tracking!.url);
    expect(screen.getByLabelText("Timeline")).toHaveTextContent(/Placed.*Shipped/);
    expect(screen.getByText("× 2")).toBeInTheDocument();
    expect(writes().map((c) => [c.path, c.body])).toEqual([
      ["/api/track/request", { orderNumber: 100042, contact: "+91 98765 43210" }],
      ["/api/track/verify", { orderNumber: 100042, contact: "+91 98765 43210", code: "654321" }],
      ["/api/track/verify", { orderNumber: 100042, contact: "+91 98765 43210", code: "123456" }],
    ]);
  });

  it("names a contact that is neither a mobile number nor an e-mail, and sends nothing", async () => {
    const { writes } = fakeApi();
    const { user, fill } = openPage("/track");
    await fill(await screen.findByLabelText(messages.track.orderNumberLabel), "100042");
    await fill(screen.getByLabelText(messages.track.contactLabel), "12345");
    await user.click(screen.getByRole("button", { name: messages.track.sendCode }));
    await waitFor(() => expect(screen.getByLabelText(messages.track.contactLabel)).toHaveAccessibleDescription(messages.track.contactInvalid));
    expect(writes()).toEqual([]);
  });

  it("opens the order of a signed link, and says so clearly when the link has expired", async () => {
    fakeApi({ "GET /api/track/link?t=good": [200, { order: tracked }], "GET /api/track/link?t=old": [410, { message: messages.track.linkExpired }] });
    openPage("/track?t=good");
    expect(await screen.findByRole("heading", { name: "Order #100042" })).toBeInTheDocument();
  });

  it("shows an expired link's message above the form", async () => {
    fakeApi({ "GET /api/track/link?t=old": [410, { message: messages.track.linkExpired }] });
    openPage("/track?t=old");
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.track.linkExpired);
    expect(screen.getByLabelText(messages.track.orderNumberLabel)).toBeInTheDocument();
  });
});

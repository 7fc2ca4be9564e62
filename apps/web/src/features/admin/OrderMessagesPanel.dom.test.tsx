import { screen, waitFor, within } from "@testing-library/react";
import { messageLogMessages, type MessageLogEntryType } from "@vayu/shared/message-log";
import { describe, expect, it } from "vitest";
import { fakeApi, openComponent, signIn } from "../../test/storefront";
import { OrderMessagesPanel } from "./OrderMessagesPanel";

const orderId = "4b0a3c1e-0000-4000-8000-00000000d001";
const sentCode: MessageLogEntryType = {
  _id: "4b0a3c1e-0000-4000-8000-00000000e001",
  channel: "sms",
  template: "track_code",
  to: "9876543210",
  status: "sent",
  attempts: 0,
  text: "****** is your code to track Vayu order #VHA-1.",
  providerMessageId: "3763646c3058373530393138",
  providerAnswer: "MSG91 accepted (request 3763646c3058373530393138)",
  lastError: null,
  createdAt: "2026-11-20T10:00:00Z",
  sentAt: "2026-11-20T10:00:01Z",
  resendable: false,
};
const failed: MessageLogEntryType = {
  ...sentCode,
  _id: "4b0a3c1e-0000-4000-8000-00000000e002",
  channel: "whatsapp",
  status: "failed",
  attempts: 1,
  providerMessageId: null,
  providerAnswer: null,
  lastError: "WhatsApp answered 404: (#132001) Template name does not exist in the translation (code 132001)",
  sentAt: null,
  resendable: true,
};

function openPanel(messages: MessageLogEntryType[]) {
  signIn();
  let list = messages;
  const api = fakeApi({
    [`GET /api/admin/orders/${orderId}/messages`]: () => [200, { messages: list }],
    [`POST /api/admin/messages/${failed._id}/resend`]: () => {
      const copy: MessageLogEntryType = {
        ...failed,
        _id: "4b0a3c1e-0000-4000-8000-00000000e003",
        status: "sent",
        attempts: 0,
        lastError: null,
        providerAnswer: "WhatsApp accepted (accepted)",
      };
      list = [copy, ...list];
      return [200, { message: copy }];
    },
  });
  return { ...api, ...openComponent(() => <OrderMessagesPanel orderId={orderId} />) };
}

describe("the order's Messages panel", () => {
  it("lists each message with its channel, template, status, time and the provider's answer or error", async () => {
    openPanel([failed, sentCode]);
    const sms = await screen.findByRole("listitem", { name: "SMS track_code" });
    expect(within(sms).getByText("Sent")).toBeInTheDocument();
    expect(within(sms).getByText(/MSG91 accepted/)).toBeInTheDocument();
    expect(within(sms).getByText(/to 9876543210/)).toBeInTheDocument();
    // Its code is blanked: there is nothing to send again.
    expect(within(sms).queryByRole("button")).toBeNull();
    const whatsapp = screen.getByRole("listitem", { name: "WhatsApp track_code" });
    expect(within(whatsapp).getByText("Failed")).toBeInTheDocument();
    expect(within(whatsapp).getByText(/Template name does not exist/)).toBeInTheDocument();
  });

  it("resends a message and shows the new copy", async () => {
    const { user, calls } = openPanel([failed, sentCode]);
    await user.click(await screen.findByRole("button", { name: "Resend WhatsApp track_code" }));
    // The panel's own rows (a toast is a list item too).
    await waitFor(() => expect(screen.getAllByRole("listitem", { name: /track_code$/ })).toHaveLength(3));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      `/api/admin/messages/${failed._id}/resend`,
    ]);
    expect(await screen.findByText(messageLogMessages.resent)).toBeInTheDocument();
    expect(screen.getByText("WhatsApp accepted (accepted)")).toBeInTheDocument();
  });

  it("says when the order has no messages", async () => {
    openPanel([]);
    expect(await screen.findByText(messageLogMessages.empty)).toBeInTheDocument();
  });
});

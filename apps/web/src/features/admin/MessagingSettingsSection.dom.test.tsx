import { screen, within } from "@testing-library/react";
import type { MessagingSettingsResponseType } from "@vayu/shared/message-log";
import { describe, expect, it } from "vitest";
import { fakeApi, openComponent, signIn } from "../../test/storefront";
import { MessagingSettingsSection } from "./MessagingSettingsSection";

const live: MessagingSettingsResponseType = {
  channels: [
    {
      channel: "sms",
      provider: "msg91",
      providerName: "MSG91",
      senderId: "VAYUHA",
      phoneNumberId: null,
      language: null,
      templates: [
        { template: "login_code", providerTemplate: "65f0aa11bb22cc33dd44ee55" },
        { template: "track_code", providerTemplate: "65f0aa11bb22cc33dd44ee66" },
        { template: "track_code_hi", providerTemplate: null },
      ],
    },
    {
      channel: "whatsapp",
      provider: "outbox",
      providerName: "Outbox folder (no provider)",
      senderId: null,
      phoneNumberId: null,
      language: null,
      templates: [
        { template: "login_code", providerTemplate: null },
        { template: "track_code", providerTemplate: null },
      ],
    },
  ],
};

describe("Settings > Messages", () => {
  it("shows each channel's provider, the sender id and the template ids, read-only", async () => {
    signIn();
    fakeApi({ "GET /api/admin/messaging": [200, live] });
    openComponent(MessagingSettingsSection);
    const sms = await screen.findByRole("group", { name: "SMS" });
    expect(within(sms).getByText("MSG91")).toBeInTheDocument();
    expect(within(sms).getByText("VAYUHA")).toBeInTheDocument();
    expect(within(sms).getByRole("row", { name: "track_code 65f0aa11bb22cc33dd44ee66" })).toBeInTheDocument();
    // A Hindi template MSG91 has no id for: Hindi shoppers get the English one, not the outbox.
    expect(within(sms).getByRole("row", { name: "track_code_hi none: Hindi shoppers get the English template" })).toBeInTheDocument();
    const whatsapp = screen.getByRole("group", { name: "WhatsApp" });
    expect(within(whatsapp).getByText("Outbox folder (no provider)")).toBeInTheDocument();
    expect(within(whatsapp).getAllByText("written to DATA_DIR/outbox/")).toHaveLength(2);
    const section = screen.getByRole("region", { name: "Messages" });
    expect(within(section).queryByRole("textbox")).toBeNull();
    expect(within(section).queryByRole("button")).toBeNull();
  });
});

import { renderToString } from "react-dom/server";
import { I18nProvider } from "@lingui/react";
import type { AddressType } from "@vayu/shared/addresses";
import { sampleAddress } from "@vayu/shared/testing";
import { describe, expect, it } from "vitest";
import { i18nFor } from "../../lib/i18n";
import { DeliverBar } from "./DeliverBar";

const gift: AddressType = {
  ...sampleAddress,
  _id: "gift",
  name: "Meera Iyer",
  address: "7 Marine Drive",
  city: "Mumbai",
  state: "Maharashtra",
  zipCode: "400001",
  landmark: "",
  isDefault: false,
};

const bar = (selected: AddressType | null) =>
  renderToString(
    <I18nProvider i18n={i18nFor("en")}>
      <DeliverBar
        selected={selected}
        estimate={null}
        total={3004.5}
        cashOnDelivery={false}
        busy={false}
        blocked={false}
        onChangeAddress={() => undefined}
      />
    </I18nProvider>,
  ).replace(/<!-- -->/g, "");

describe("the checkout's last step (docs/decisions/201-checkout-address-choice.md)", () => {
  it("shows the whole chosen address beside the button that pays, with a way back to change it", () => {
    const html = bar(gift);
    expect(html).toContain("Meera Iyer</strong>, 7 Marine Drive, Mumbai, Maharashtra – 400001");
    expect(html).toMatch(/<button type="button"[^>]*>Change<span class="sr-only"> the delivery address<\/span><\/button>/);
    expect(html).toContain("You pay ₹3,004.50");
    expect(html.indexOf("Meera Iyer")).toBeLessThan(html.indexOf("Deliver Here"));
  });

  it("asks for an address when there is none", () => {
    expect(bar(null)).toContain("Add a delivery address to continue.");
  });
});

import { renderToString } from "react-dom/server";
import { I18nProvider } from "@lingui/react";
import { codRulesRefusal } from "@vayu/shared/cod-rules";
import { describe, expect, it } from "vitest";
import { i18nFor } from "../../lib/i18n";
import { PaymentMethodChoice } from "./PaymentMethodChoice";
import type { CodAvailability } from "./useCodAvailability";

/** The payment choice as the server renders it, before any script: what a shopper without JavaScript gets. */
function rendered(cod: CodAvailability) {
  document.body.innerHTML = renderToString(
    <I18nProvider i18n={i18nFor("en")}>
      <PaymentMethodChoice
        value="online"
        onChoose={() => undefined}
        cod={cod}
        codChargeText="No cash on delivery charge on this order"
        prepaidSavingText="Pay online and save ₹50"
      />
    </I18nProvider>,
  );
  const radio = (value: string) => document.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
  return { cod: radio("cod"), online: radio("online"), text: document.body.textContent ?? "" };
}

describe("the payment choice when the store's COD rules refuse this order", () => {
  it("server-renders cash on delivery disabled with the store's reason, and online payment offered", () => {
    const reason = codRulesRefusal("₹50");
    const { cod, online, text } = rendered({ state: "unavailable", reason });
    expect(cod.disabled).toBe(true);
    expect(document.getElementById(cod.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Cash on delivery is not available for this order: pay online and save ₹50.",
    );
    expect(online.disabled).toBe(false);
    expect(text).toContain("Pay online and save ₹50");
  });

  it("offers cash on delivery when the rules allow it", () => {
    const { cod, text } = rendered({ state: "available" });
    expect(cod.disabled).toBe(false);
    expect(text).not.toContain("not available for this order");
  });
});

import { describe, expect, it } from "vitest";
import { messageTemplates, messageText, parseTemplateKey, smsParts, templateKey, templateKeys, type MessageTemplateName } from "./messaging";

/** Parameters as the store fills them; `link` apart, as a signed link is the same ~230 characters in both languages. */
const params = {
  code: "482915",
  store: "Vayu Home Appliances",
  domain: "vayuappliances.in",
  order: "100042",
  amount: "₹12,499.00",
  hours: "24",
  courier: "Delhivery",
  tracking: "DLV1234567890",
  link: "",
};
const names = Object.keys(messageTemplates) as MessageTemplateName[];

describe("the Hindi SMS and WhatsApp templates (docs/decisions/322-hindi-messages.md)", () => {
  it("are one per English template, named <name>_hi, with the same parameters in the text", () => {
    expect(templateKeys).toHaveLength(2 * names.length);
    for (const name of names) {
      const key = templateKey(name, "hi");
      expect(key).toBe(`${name}_hi`);
      expect(parseTemplateKey(key)).toEqual({ name, locale: "hi" });
      const marked = Object.fromEntries(messageTemplates[name].params.map((param) => [param, `<${param}>`]));
      const text = messageText(key, marked);
      for (const param of messageTemplates[name].params) expect(text, `${key} ${param}`).toContain(`<${param}>`);
      expect(text).toMatch(/[\u0900-\u097F]/);
    }
    expect(parseTemplateKey("order_lost_hi")).toBeNull();
  });

  it("stay short in Unicode SMS (70 characters, 67 a part): a code in 2 parts, an order's words in 3 besides its link", () => {
    for (const name of names) {
      const parts = smsParts(messageText(templateKey(name, "hi"), params));
      expect(parts, name).toBeLessThanOrEqual(name.endsWith("_code") ? 2 : 3);
    }
    // The English login code stays one GSM part; an amount's ₹ makes English order texts Unicode too.
    expect(smsParts(messageText("login_code", params))).toBe(1);
    expect(smsParts(messageText("order_delivered", params))).toBe(2);
  });
});

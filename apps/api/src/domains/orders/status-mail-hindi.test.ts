import { describe, expect, it } from "vitest";
import type { OrderDetailType } from "@vayu/shared/orders";
import { mailLanguage } from "../../mail/language";
import { orderUpdateEmail } from "./status-mail";

/** An order's update e-mails in the order's language (docs/decisions/322-hindi-messages.md). */
const order = {
  _id: "7d1c0a52-3b9e-4e41-9d57-0c4b1f3e2a10",
  number: 100042,
  paymentType: "COD",
  amountDue: 123_456,
  paymentCollectedAt: null,
  tracking: { courier: "Delhivery", number: "DLV123", url: null },
} as unknown as OrderDetailType;
const store = {
  storeName: "Vayu Home Appliances",
  address: "Plot 42, IMT Manesar",
  supportEmail: "support@vayuappliances.in",
  phone: "+91 98765 43210",
  grievanceOfficer: { name: "Anil Kumar", designation: "Grievance Officer", email: "grievance@vayuappliances.in", phone: "+91 98765 43211" },
};
const shipped = (locale: "en" | "hi") =>
  orderUpdateEmail({ to: "asha@example.in", name: "Asha", order, update: { kind: "Shipped" }, publicUrl: "https://shop.test", store, language: mailLanguage(locale) });

describe("the e-mail of a shipped cash-on-delivery order", () => {
  it("is in Hindi for a Hindi order, the cash in Indian grouping, the link to the Hindi order page", () => {
    const mail = shipped("hi");
    expect(mail.subject).toBe("आपका Vayu Home Appliances ऑर्डर #100042 भेज दिया गया है");
    expect(mail.text).toContain("खुशखबरी: आपका ऑर्डर #100042 रास्ते में है।");
    expect(mail.text).toContain("कूरियर: Delhivery, ट्रैकिंग नंबर DLV123।");
    expect(mail.text).toContain("कृपया डिलीवरी पार्टनर के लिए ₹1,23,456.00 तैयार रखें।");
    expect(mail.links).toEqual([`https://shop.test/hi/orders/${order._id}`]);
    expect(mail.html).toContain("अपना ऑर्डर देखें");
  });

  it("is the same English as ever for an English order", () => {
    const mail = shipped("en");
    expect(mail.subject).toBe("Your Vayu Home Appliances order #100042 has shipped");
    expect(mail.text).toContain("Courier: Delhivery, tracking number DLV123.\n");
    expect(mail.text).toContain("Cash on delivery: please keep ₹1,23,456.00 ready for the delivery partner.");
    expect(mail.links).toEqual([`https://shop.test/orders/${order._id}`]);
  });
});

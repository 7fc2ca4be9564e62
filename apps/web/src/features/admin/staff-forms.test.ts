import { describe, expect, it } from "vitest";
import { defaultPolicyTexts } from "@vayu/shared/policy-texts";
import { defaultPolicyTextsHi } from "@vayu/shared/policy-texts-hi";
import { defaultSiteTextsHi, defaultStoreProfile } from "@vayu/shared/site-settings";
import {
  couponCreateForm,
  couponFormValues,
  isoToIstInput,
  refundForm,
  settingsForm,
  settingsFormValues,
  type SettingsFormValues,
  statusChangeForm,
} from "./staff-forms";

/** The message the form shows on each field, as react-hook-form's resolver would place it. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

const tracking = { courier: "", number: "", url: "" };
const blank = { note: "", showToShopper: false, tracking, restock: "" as const };

describe("the staff's status form", () => {
  it("asks for a status, and for a note before rejecting a return", () => {
    expect(messages(statusChangeForm("Placed").safeParse({ ...blank, status: "" }))).toEqual({
      status: "Choose the new status.",
    });
    expect(
      messages(statusChangeForm("Return requested").safeParse({ ...blank, status: "Delivered", note: " " })),
    ).toEqual({
      note: "Write why the return is rejected: the shopper is told this reason",
    });
  });

  it("sends tracking only when shipping, checked by the API's schema", () => {
    expect(messages(statusChangeForm("Packed").safeParse({ ...blank, status: "Shipped" }))).toMatchObject({
      "tracking.courier": "Courier name must be at least 2 characters",
      "tracking.number": "Tracking number must be 4 to 40 letters, digits or dashes",
    });
    const shipped = statusChangeForm("Packed").safeParse({
      ...blank,
      status: "Shipped",
      tracking: { courier: "Delhivery", number: "DL-12345", url: "" },
    });
    expect(shipped.data).toEqual({
      status: "Shipped",
      tracking: { courier: "Delhivery", number: "DL-12345" },
    });
    expect(
      statusChangeForm("Placed").safeParse({ ...blank, status: "Packed", note: "Packed today" }).data,
    ).toEqual({ status: "Packed", note: "Packed today", showToShopper: false });
  });

  it("keeps a note internal unless shown, and asks where returned units go", () => {
    const shown = { ...blank, status: "Packed", note: "Fragile", showToShopper: true };
    expect(statusChangeForm("Placed").safeParse(shown).data).toEqual({
      status: "Packed",
      note: "Fragile",
      showToShopper: true,
    });
    expect(
      messages(statusChangeForm("Return requested").safeParse({ ...blank, status: "Returned" })),
    ).toEqual({
      restock: "Choose whether the returned units go back to stock (sellable) or not (damaged).",
    });
    expect(
      statusChangeForm("Return requested").safeParse({ ...blank, status: "Returned", restock: "no" }).data,
    ).toEqual({ status: "Returned", restock: false });
  });
});

describe("the staff's refund form", () => {
  it("turns the typed boxes into the API's body", () => {
    expect(
      refundForm.safeParse({ productId: "", quantity: "1", amount: "250.50", reason: "Damaged box" }).data,
    ).toEqual({ amount: 250.5, reason: "Damaged box" });
    const line = "7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";
    expect(
      refundForm.safeParse({ productId: line, quantity: "2", amount: "", reason: "Two broken" }).data,
    ).toEqual({ productId: line, quantity: 2, reason: "Two broken" });
  });

  it("refuses what the API refuses, on the box at fault", () => {
    expect(
      messages(refundForm.safeParse({ productId: "", quantity: "1", amount: "", reason: "ok" })),
    ).toEqual({
      reason: "Reason must be at least 3 characters",
      amount: "Give an amount, or choose a line to refund its units",
    });
    expect(
      messages(refundForm.safeParse({ productId: "", quantity: "1", amount: "abc", reason: "Wrong item" })),
    ).toEqual({ amount: "Amount must be a number of rupees" });
  });
});

describe("the prepaid offer in the owner's settings", () => {
  const { address: _address, hi: _hi, ...profile } = defaultStoreProfile;
  const codRules = { maxRefusals: 2, pincodeRtoPercent: 30, pincodeMinShipped: 10, firstOrderLimit: null };
  const saved = { ...profile, staffEmail: "", codRules, policies: defaultPolicyTexts, policiesHi: defaultPolicyTextsHi, textsHi: defaultSiteTextsHi, updatedAt: null };
  const typed = (prepaidOffer: { kind: "" | "percent" | "flat"; value: string; maxDiscount: string }) =>
    settingsForm.safeParse({ ...settingsFormValues(saved), prepaidOffer });

  it("sends an emptied COD rule as off (null) and refuses a rate over 100%", () => {
    const rules = (typed: Partial<SettingsFormValues["codRules"]>) =>
      settingsForm.safeParse({ ...settingsFormValues(saved), codRules: { ...settingsFormValues(saved).codRules, ...typed } });
    expect(settingsFormValues(saved).codRules).toEqual({ maxRefusals: "2", pincodeRtoPercent: "30", pincodeMinShipped: "10", firstOrderLimit: "" });
    expect(rules({ maxRefusals: "", firstOrderLimit: "2000" }).data?.codRules).toEqual({ ...codRules, maxRefusals: null, firstOrderLimit: 2000 });
    expect(rules({ pincodeRtoPercent: "120" }).error?.issues[0]?.message).toBe("Pincode refusal rate must be at most 100%");
  });

  it("sends none as null, a percentage with its cap, a flat amount without one", () => {
    expect(settingsFormValues(saved).prepaidOffer).toEqual({ kind: "", value: "", maxDiscount: "" });
    expect(typed({ kind: "", value: "5", maxDiscount: "" }).data?.prepaidOffer).toBeNull();
    expect(typed({ kind: "percent", value: "5", maxDiscount: "100" }).data?.prepaidOffer).toEqual({
      kind: "percent",
      value: 5,
      maxDiscount: 100,
    });
    expect(typed({ kind: "flat", value: "50", maxDiscount: "100" }).data?.prepaidOffer).toEqual({
      kind: "flat",
      value: 50,
      maxDiscount: null,
    });
  });

  it("refuses what the API refuses, under the field", () => {
    expect(messages(typed({ kind: "percent", value: "150", maxDiscount: "" }))).toEqual({
      "prepaidOffer.value": "A percentage must be a whole number from 1 to 100",
    });
  });

  it("fills the form in from a saved offer", () => {
    expect(
      settingsFormValues({ ...saved, prepaidOffer: { kind: "percent", value: 5, maxDiscount: 100 } })
        .prepaidOffer,
    ).toEqual({
      kind: "percent",
      value: "5",
      maxDiscount: "100",
    });
  });
});

describe("the coupon form's dates, typed and shown in India time", () => {
  it("reads a typed time as IST and shows a saved one in IST", () => {
    const parsed = couponCreateForm.safeParse({
      ...couponFormValues(),
      code: "x-mas",
      value: "200",
      kind: "flat",
      maxDiscount: "50",
      startsAt: "2026-12-24T18:30",
    });
    expect(parsed.data).toMatchObject({
      code: "X-MAS",
      kind: "flat",
      value: 200,
      maxDiscount: null,
      startsAt: "2026-12-24T18:30:00+05:30",
      endsAt: null,
    });
    expect(isoToIstInput("2026-12-24T13:00:00Z")).toBe("2026-12-24T18:30");
  });
});

import { describe, expect, it } from "vitest";
import { refundForm, statusChangeForm } from "./staff-forms";

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

describe("the staff's status form", () => {
  it("asks for a status, and for a note before rejecting a return", () => {
    expect(messages(statusChangeForm("Placed").safeParse({ status: "", note: "", tracking }))).toEqual({
      status: "Choose the new status.",
    });
    expect(
      messages(statusChangeForm("Return requested").safeParse({ status: "Delivered", note: " ", tracking })),
    ).toEqual({
      note: "note is required to reject a return: tell the shopper why",
    });
  });

  it("sends tracking only when shipping, checked by the API's schema", () => {
    expect(
      messages(statusChangeForm("Packed").safeParse({ status: "Shipped", note: "", tracking })),
    ).toMatchObject({
      "tracking.courier": "tracking.courier must be at least 2 characters",
      "tracking.number": "tracking.number must be 4 to 40 letters, digits or dashes",
    });
    const shipped = statusChangeForm("Packed").safeParse({
      status: "Shipped",
      note: "",
      tracking: { courier: "Delhivery", number: "DL-12345", url: "" },
    });
    expect(shipped.data).toEqual({
      status: "Shipped",
      tracking: { courier: "Delhivery", number: "DL-12345" },
    });
    expect(
      statusChangeForm("Placed").safeParse({ status: "Packed", note: "Packed today", tracking }).data,
    ).toEqual({ status: "Packed", note: "Packed today" });
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
      reason: "reason must be at least 3 characters",
      amount: "amount is required unless a line (productId) is refunded",
    });
    expect(
      messages(refundForm.safeParse({ productId: "", quantity: "1", amount: "abc", reason: "Wrong item" })),
    ).toEqual({ amount: "amount must be a number of rupees" });
  });
});

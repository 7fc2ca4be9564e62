import { describe, expect, it } from "vitest";
import { CreateGrievanceBody, oneMonthAfter } from "./grievances";

describe("grievances", () => {
  it("are due one calendar month after receipt, within the month", () => {
    expect(oneMonthAfter("2026-11-23")).toBe("2026-12-23");
    expect(oneMonthAfter("2026-12-15")).toBe("2027-01-15");
    expect(oneMonthAfter("2027-01-31")).toBe("2027-02-28");
    expect(oneMonthAfter("2028-01-30")).toBe("2028-02-29");
  });

  it("take an optional order number with or without its #", () => {
    const base = {
      name: "Asha",
      email: "asha@example.in",
      mobile: "98765 43210",
      subject: "Late",
      description: "My order is late.",
    };
    expect(CreateGrievanceBody.parse(base).orderNumber).toBe("");
    expect(CreateGrievanceBody.parse({ ...base, orderNumber: " #100042 " }).orderNumber).toBe("100042");
    expect(CreateGrievanceBody.safeParse({ ...base, orderNumber: "ABC" }).success).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmiPlanType, ProductEmiResponseType } from "@vayu/shared/emi-plans";
import { createTestApp, type TestApp } from "../../test/app";
import { createProduct, createUser } from "../../test/factories";

// EMI plans and what they cost on a product (docs/decisions/323-emi-plans.md).

let t: TestApp;
let staff: { auth: Record<string, string> };
let shopper: { auth: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
  shopper = await createUser(t.db, t.config.jwtSecret);
});
afterAll(() => t.close());

const addPlan = async (plan: object) => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/admin/emi-plans",
    headers: staff.auth,
    payload: plan,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ plan: EmiPlanType }>().plan;
};

const emiOf = async (productId: string) => {
  const response = await t.app.inject({ method: "GET", url: `/api/product/${productId}/emi` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductEmiResponseType>();
};

describe("EMI plans", () => {
  it("show on a product what each open plan costs on its price today, to the paisa, lowest instalment first", async () => {
    const product = await createProduct(t.db, { pricePaise: 6_000_000, salePricePaise: 5_000_000 });
    expect(await emiOf(product.id)).toEqual({ price: 50_000, from: null, options: [] });

    await addPlan({
      issuer: "HDFC Bank credit card",
      tenureMonths: 12,
      yearlyRatePercent: 15,
      noCost: false,
      minAmount: 3000,
    });
    await addPlan({
      issuer: "ICICI Bank credit card",
      tenureMonths: 6,
      yearlyRatePercent: 16,
      noCost: true,
      minAmount: 3000,
    });
    await addPlan({
      issuer: "Bajaj Finserv",
      tenureMonths: 24,
      yearlyRatePercent: 14,
      noCost: false,
      minAmount: 75_000,
    });
    const hidden = await addPlan({
      issuer: "Axis Bank",
      tenureMonths: 3,
      yearlyRatePercent: 13,
      noCost: false,
      minAmount: 0,
      active: false,
    });
    expect(hidden.active).toBe(false);

    // The sale price is what the plans are worked out on; the ₹75,000 plan and the inactive one are not offered.
    const emi = await emiOf(product.id);
    expect(emi.price).toBe(50_000);
    expect(emi.options).toEqual([
      {
        issuer: "HDFC Bank credit card",
        tenureMonths: 12,
        yearlyRatePercent: 15,
        noCost: false,
        monthly: 4512.92,
        interest: 4155.04,
        total: 54_155.04,
        discount: 0,
      },
      {
        issuer: "ICICI Bank credit card",
        tenureMonths: 6,
        yearlyRatePercent: 16,
        noCost: true,
        monthly: 8333.33,
        interest: 0,
        total: 50_000,
        discount: 2252.79,
      },
    ]);
    expect(emi.from).toBe(4512.92);
  });

  it("are kept with the catalog's public answers, and a staff change reaches them at once", async () => {
    const product = await createProduct(t.db, { pricePaise: 3_000_000 });
    const first = await t.app.inject({ method: "GET", url: `/api/product/${product.id}/emi` });
    expect(first.headers["cache-control"]).toMatch(/^public/);
    const before = first.json<ProductEmiResponseType>().options.length;
    const plan = await addPlan({
      issuer: "Kotak Bank credit card",
      tenureMonths: 18,
      yearlyRatePercent: 15,
      noCost: false,
      minAmount: 0,
    });
    expect((await emiOf(product.id)).options).toHaveLength(before + 1);
    await t.app.inject({
      method: "PATCH",
      url: `/api/admin/emi-plans/${plan._id}`,
      headers: staff.auth,
      payload: { active: false },
    });
    expect((await emiOf(product.id)).options).toHaveLength(before);
  });

  it("let staff change and remove a plan, each change in the audit log", async () => {
    const plan = await addPlan({
      issuer: "SBI Card",
      tenureMonths: 9,
      yearlyRatePercent: 15.5,
      noCost: false,
      minAmount: 2500,
    });
    expect(plan).toMatchObject({
      issuer: "SBI Card",
      tenureMonths: 9,
      yearlyRatePercent: 15.5,
      minAmount: 2500,
      active: true,
    });
    const changed = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/emi-plans/${plan._id}`,
      headers: staff.auth,
      payload: { yearlyRatePercent: 14.99, active: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ plan: EmiPlanType }>().plan).toMatchObject({
      yearlyRatePercent: 14.99,
      active: false,
      issuer: "SBI Card",
    });

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/emi-plans/${plan._id}`,
      headers: staff.auth,
    });
    expect(removed.json()).toEqual({ message: "EMI plan deleted." });
    const list = await t.app.inject({ method: "GET", url: "/api/admin/emi-plans", headers: staff.auth });
    expect(list.json<{ plans: EmiPlanType[] }>().plans.map((p) => p._id)).not.toContain(plan._id);
    const audit = await t.app.inject({
      method: "GET",
      url: "/api/admin/audit",
      query: { entity: "emi-plan", entityId: plan._id },
      headers: staff.auth,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json<{ entries: { action: string }[] }>().entries.map((entry) => entry.action)).toEqual([
      "delete",
      "update",
      "create",
    ]);
  });

  it("refuse a plan the store cannot offer, naming the field, and keep shoppers out of the staff list", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/admin/emi-plans",
      headers: staff.auth,
      payload: { issuer: "HDFC", tenureMonths: 7, yearlyRatePercent: 12.345, noCost: false, minAmount: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("tenureMonths must be one of 3, 6, 9, 12, 18, 24");
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/emi-plans", headers: shopper.auth })).statusCode,
    ).toBe(403);
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/product/00000000-0000-4000-8000-000000000000/emi",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Product not found.");
  });
});

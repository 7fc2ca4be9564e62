import type { ProductType } from "./catalog";
import type { CouponTerms } from "./discounts";
import type { ProductEmiResponseType } from "./emi-plans";
import type { ReviewType } from "./reviews";

/**
 * The store's sample people, places, products and enquiries: the one set the API tests, the
 * checkout fixtures and the browser tests build from (ADR 132). Nothing here is shipped
 * to shoppers; the demo catalog the seed loads lives with the catalog domain.
 */

/** A shopper as the signup form creates one; e-mails are made unique per test. */
export const sampleShopper = { name: "Priya Sharma", password: "secret123" } as const;

/** A product as the API sends it, for the unit tests of pricing and of the storefront's parts; `overrides` set what a test is about. */
export function sampleProduct(overrides: Partial<ProductType> = {}): ProductType {
  return {
    _id: "sample-product",
    title: "Tower Fan",
    price: 4999,
    images: [],
    description: "",
    rating: 4,
    ratingCount: 3,
    stock: 10,
    category: { _id: "c", name: "Fans" },
    subcategory: { _id: "s", name: "Tower Fans" },
    createdAt: "2026-01-01T00:00:00.000Z",
    hsn: "84796000",
    gstRate: 18,
    countryOfOrigin: "India",
    warranty: "2 years",
    ...overrides,
  };
}

/** A shopper's review of `productId` as the API sends it; `overrides` set what a test is about. */
export function sampleReview(productId: string, overrides: Partial<ReviewType> = {}): ReviewType {
  return {
    _id: "4b0a3c1e-0000-4000-8000-0000000000e1",
    productId,
    rating: 5,
    title: "Cools the whole room",
    body: "Quiet at night.",
    author: "Priya S.",
    helpfulCount: 2,
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    photos: [],
    ...overrides,
  };
}

/** A ₹50,000 product's EMI as the API works it out: one plan, 15% a year over 12 months. */
export const sampleProductEmi: ProductEmiResponseType = {
  price: 50_000,
  from: 4512.92,
  options: [
    { issuer: "SBI Card", tenureMonths: 12, yearlyRatePercent: 15, noCost: false, monthly: 4512.92, interest: 4155.04, total: 54155.04, discount: 0 },
  ],
};

/** The delivery address tests use unless they need another one. */
export const sampleAddress = {
  name: "Priya Sharma",
  mobile: "9876543210",
  address: "12 MG Road, Flat 4B",
  city: "Bengaluru",
  state: "Karnataka",
  zipCode: "560001",
  country: "India",
  landmark: "Near Trinity Metro",
};

/** A contact enquiry as the contact form sends it. */
export const sampleContactEnquiry = {
  name: "Rohan Mehta",
  email: "rohan.mehta@example.in",
  mobileNumber: "9876543210",
  city: "Pune",
  state: "Maharashtra",
  enquire: "I would like a quote for 20 air coolers for our office.",
};

/** A distributor enquiry as the distributor form sends it. */
export const sampleDealerEnquiry = {
  type: "distributor",
  selectedUT: "Puducherry",
  selectedCity: "Karaikal",
  firmName: "Coastal Cooling Traders",
  ownership: "Partnership",
  establishment: 2012,
  address: "14 Beach Road",
  stateAddress: "Puducherry",
  pincode: "609602",
  mobile: "9443012345",
  email: "sales@coastalcooling.in",
  contactPerson: "Lakshmi Narayanan",
  designation: "Managing Partner",
  profileBusiness: "Wholesaler",
  businessEstablishment: 2015,
  investment: 1250000.5,
  businessProposal: "We supply 40 retailers across Karaikal and want to add Vayu coolers and fans.",
  declaration: true,
};

let counter = 0;

/** An e-mail address no other test uses: `<prefix>.<time><n>@example.in`. */
export function uniqueEmail(prefix = "shopper") {
  return `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.in`;
}

/** The festive coupon as the pricing function takes it: 10% off, at most ₹500, on carts from ₹2,000. */
export const diwali10Terms: CouponTerms = {
  code: "DIWALI10",
  kind: "percent",
  value: 10,
  maxDiscountPaise: 50_000,
  minCartValuePaise: 2_00_000,
  productIds: [],
  categoryIds: [],
};

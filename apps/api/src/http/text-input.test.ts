import { is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { RouteOptions } from "fastify";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema";
import { addresses } from "../domains/addresses/tables";
import { SANDBOX_WEBHOOK_SECRET } from "../domains/checkout/sandbox-provider";
import { webhookSignature } from "../domains/checkout/signatures";
import { createTestApp, type TestApp } from "../test/app";
import { createProduct, createUser, sampleAddress, sampleContactEnquiry, sampleDealerEnquiry } from "../test/factories";
import { findUnstorableText } from "./text-input";
import { DOCS_PREFIX, OPENAPI_PATH } from "./openapi";

/** A valid request to one route, by its params, query and body (sent as a shopper, or as staff under /api/admin). */
interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** Text PostgreSQL cannot store: NUL, and a lone surrogate (JSON carries it as "\ud800"; a URL cannot). */
const BAD_IN_JSON = ["\u0000", "\ud800"];

let t: TestApp;
let samples: Record<string, Sample>;
let auth: Record<"shopper" | "admin", Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  const shopper = await createUser(t.db, t.config.jwtSecret);
  // The owner: staff who may also reach the staff-account routes.
  const admin = await createUser(t.db, t.config.jwtSecret, { role: "owner" });
  auth = { shopper: shopper.auth, admin: admin.auth };
  const product = await createProduct(t.db);
  const home = sampleAddress;
  const [address] = await t.db
    .insert(addresses)
    .values({ ...home, userId: shopper.user.id })
    .returning();
  const productId = product.id;
  const listing = { page: "1", limit: "12", sort: "price-asc", sub: product.subcategoryId, minPrice: "100", maxPrice: "20000", inStock: "true", lang: "hi" };
  const paymentIds = {
    razorpay_order_id: "order_Sample1",
    razorpay_payment_id: "pay_Sample1",
    razorpay_signature: "f".repeat(64),
  };

  samples = {
    "POST /api/auth/register": {
      body: { name: "Asha Verma", email: "asha.fuzz@example.in", password: "secret123" },
    },
    "POST /api/auth/login": { body: { email: shopper.user.email, password: shopper.password } },
    "POST /api/auth/forgot-password": { body: { email: shopper.user.email } },
    "POST /api/auth/forgot-password/:param": {
      params: { param: "link" },
      body: { email: shopper.user.email },
    },
    "POST /api/auth/reset-password": { body: { token: "a".repeat(43), newPassword: "secret456" } },
    "GET /api/product/:id": { params: { id: productId }, query: { lang: "hi" } },
    "GET /api/product": { query: listing },
    "GET /api/product/deals": { query: { lang: "hi" } },
    "GET /api/product/bestsellers": { query: { lang: "hi" } },
    "GET /api/compare": { query: { ids: productId, lang: "hi" } },
    "GET /api/product/category/:categoryId": { params: { categoryId: product.categoryId }, query: listing },
    "GET /api/product/category/:categoryId/price-quartiles": { params: { categoryId: product.categoryId } },
    "POST /api/cart": { body: { productId, quantity: 1 } },
    "PUT /api/cart/updatequantity": { body: { productId, quantity: 1, type: "increase" } },
    "DELETE /api/cart/remove/:productId": { params: { productId } },
    "POST /api/cart/coupon": { body: { code: "DIWALI10" } },
    "POST /api/auth/otp/request": { body: { phone: "+91 98765 43210" } },
    "POST /api/auth/otp/verify": { body: { phone: "9876543210", code: "123456", name: "Priya Sharma" } },
    "POST /api/account/phone/request": { body: { phone: "9876543210" } },
    "POST /api/account/phone/verify": { body: { phone: "9876543210", code: "123456" } },
    "POST /api/account/email": { body: { email: "priya.phone@example.in", password: "a long passphrase 42" } },
    "PUT /api/account/message-preferences": { body: { sms: true, whatsapp: false } },
    "POST /api/track/request": { body: { orderNumber: 100001, contact: "9876543210" } },
    "POST /api/track/verify": { body: { orderNumber: 100001, contact: "9876543210", code: "123456" } },
    "GET /api/track/link": { query: { t: "not-a-token" } },
    "GET /api/checkout/cod": { query: { pincode: "560001", total: "1005", saving: "50" } },
    "GET /api/admin/cod-decisions": { query: { userId: crypto.randomUUID(), pincode: "560001", refused: "true" } },
    "POST /api/wishlist": { body: { productId } },
    "DELETE /api/wishlist/:productId": { params: { productId } },
    "POST /api/address": { body: { ...home, businessName: "Kaveri Traders LLP", gstin: "29AAPFU0939F1ZR" } },
    "PUT /api/address/:id": { params: { id: address!.id }, body: { ...home, businessName: "Kaveri Traders LLP", gstin: "29AAPFU0939F1ZR" } },
    "DELETE /api/address/:id": { params: { id: address!.id } },
    "POST /api/address/:id/default": { params: { id: address!.id } },
    "PATCH /api/account": { body: { name: "Asha Verma" } },
    "POST /api/account/password": { body: { currentPassword: shopper.password, newPassword: "secret456" } },
    "DELETE /api/account": { body: { password: shopper.password, code: "123456" } },
    "DELETE /api/account/sessions/:id": { params: { id: crypto.randomUUID() } },
    "POST /api/order/razorpay/order": { body: { amount: 9_999, address: address!.id, buyNow: { product: productId, quantity: 1 } } },
    "POST /api/order/razorpay/verify": { body: paymentIds },
    "POST /api/payments/sandbox/pay": {
      body: { order_id: "order_Sample1", method: "upi", outcome: "success" },
    },
    "POST /api/order": {
      body: {
        order_id: "order_Sample1",
        transactionId: "pay_Sample1",
        totalAmount: 9_999,
        paymentType: "Online",
        products: [{ product: { _id: productId }, quantity: 1 }],
        address: address!.id,
        buyNow: { product: productId, quantity: 1 },
      },
    },
    "GET /api/blogs/:id": { params: { id: "fast-delivery" }, query: { lang: "hi" } },
    "GET /api/blogs": { query: { lang: "hi" } },
    "GET /api/banner": { query: { lang: "hi" } },
    "GET /api/testimonials": { query: { lang: "hi" } },
    "GET /api/category/categoryandsubcategpry": { query: { lang: "hi" } },
    "GET /api/category/categoryandsubcategory": { query: { lang: "hi" } },
    "GET /api/settings/policies/:page": { params: { page: "terms" }, query: { lang: "hi" } },
    "GET /manifest.webmanifest": { query: { lang: "hi" } },
    "GET /icons/:name": { params: { name: "192.png" }, query: { v: "1" } },
    "POST /api/contact": { body: sampleContactEnquiry },
    "POST /api/distributordealer": { body: sampleDealerEnquiry },
    "GET /api/search": {
      query: { q: "cooler", category: product.categoryId, sort: "price-asc", page: "1", limit: "12", minPrice: "100", maxPrice: "20000", inStock: "true", lang: "hi" },
    },
    "GET /api/search/suggest": { query: { q: "cooler", lang: "hi" } },
    "GET /api/admin/orders": { query: { status: "Placed", from: "2026-11-01", to: "2026-11-30", q: "Priya" } },
    "GET /api/admin/orders/:id": { params: { id: crypto.randomUUID() } },
    "POST /api/admin/orders/:id/status": {
      params: { id: crypto.randomUUID() },
      body: { status: "Returned", note: "Parcel back", showToShopper: true, tracking: { courier: "Delhivery", number: "DL1234567890", url: "https://track.example.in/DL1234567890" }, restock: true },
    },
    "POST /api/admin/orders/:id/refund": {
      params: { id: crypto.randomUUID() },
      body: { amount: 100, reason: "Dented side panel", productId, quantity: 1, restock: true },
    },
    "GET /api/admin/orders/:id/invoice": { params: { id: crypto.randomUUID() } },
    "GET /api/admin/orders/:id/messages": { params: { id: crypto.randomUUID() } },
    "POST /api/admin/messages/:id/resend": { params: { id: crypto.randomUUID() } },
    "GET /api/admin/orders/:id/packing-slip": { params: { id: crypto.randomUUID() } },
    "GET /api/admin/orders/:id/label": { params: { id: crypto.randomUUID() } },
    "GET /api/admin/orders/labels.pdf": { query: { status: "Packed", date: "2026-11-26" } },
    "GET /api/admin/orders/packing-slips.pdf": { query: { status: "Packed", date: "2026-11-26" } },
    "PATCH /api/admin/settings": {
      body: {
        storeName: "Sharma Electricals",
        legalName: "Sharma Electricals LLP",
        gstin: "06AAHCV4821K1Z4",
        state: "Haryana",
        registeredAddress: { line1: "Shop 4, Sadar Bazar", city: "Gurugram", pincode: "122001" },
        pickupAddress: { line1: "Godown 7, Transport Nagar", city: "Gurugram", pincode: "122001" },
        phones: ["+91 98765 43210"],
        email: "hello@sharma.example",
        supportEmail: "care@sharma.example",
        staffEmail: "orders@sharma.example",
        customerCareHours: "10 am to 7 pm",
        grievanceOfficer: { name: "R. Sharma", designation: "Grievance Officer", email: "g@sharma.example", phone: "+91 91234 56789" },
        logo: null,
        social: { facebook: "https://www.facebook.com/sharma" },
        defaultWarranty: "1 year",
        deliveryFee: 40,
        freeDeliveryAbove: 999,
        codCharge: 50,
        codChargeBelow: 500,
        codLimit: 20000,
        codConfirmHours: 12,
        prepaidOffer: { kind: "percent", value: 5, maxDiscount: 100 },
        codRules: { maxRefusals: 2, pincodeRtoPercent: 30, pincodeMinShipped: 10, firstOrderLimit: 2000 },
        policies: { terms: "Our terms." },
        policiesHi: { terms: "हमारी शर्तें।" },
        textsHi: { customerCareHours: "रोज़ सुबह 9 से रात 9 बजे तक", defaultWarranty: "2 साल की वारंटी", grievanceOfficerDesignation: "शिकायत अधिकारी" },
      },
    },
    "POST /api/admin/orders/:id/payment-collected": { params: { id: crypto.randomUUID() }, body: { note: "Cash handed over by the courier" } },
    "POST /api/admin/orders/:id/rto-received": { params: { id: crypto.randomUUID() }, body: { restock: true, note: "Box intact" } },
    "POST /api/admin/orders/returned-to-origin": { body: { trackingNumbers: ["DL1234567890"] } },
    "GET /api/order/:id": { params: { id: crypto.randomUUID() } },
    "GET /api/order/:id/invoice": { params: { id: crypto.randomUUID() } },
    "GET /api/order/:id/credit-notes/:creditNoteId": { params: { id: crypto.randomUUID(), creditNoteId: crypto.randomUUID() } },
    "POST /api/grievances": {
      body: { name: "Priya Sharma", email: "priya@example.in", mobile: "9876543210", orderNumber: "100001", subject: "Late delivery", description: "My cooler has not arrived yet." },
    },
    "POST /api/admin/grievances/:id/acknowledge": { params: { id: crypto.randomUUID() } },
    "POST /api/admin/grievances/:id/replies": { params: { id: crypto.randomUUID() }, body: { message: "A technician visits on Monday." } },
    "POST /api/admin/grievances/:id/resolve": { params: { id: crypto.randomUUID() }, body: { resolution: "The tank was replaced." } },
    "POST /api/grievances/thread": { body: { token: "not-a-token" } },
    "POST /api/grievances/thread/replies": { body: { token: "not-a-token", message: "The tank still leaks." } },
    "PUT /api/admin/notifications": { body: { orders: "digest", returns: "immediate", enquiries: "immediate", grievances: "immediate" } },
    "POST /api/order/:id/cancel": { params: { id: crypto.randomUUID() }, body: { reason: "Ordered by mistake", t: "eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl" } },
    "POST /api/order/:id/confirm": { params: { id: crypto.randomUUID() }, body: { t: "eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl" } },
    "POST /api/order/:id/return": { params: { id: crypto.randomUUID() }, body: { reason: "The fan hums loudly" } },
    "GET /api/pincode/:pin": { params: { pin: "110001" } },
    "GET /api/product/:id/reviews": { params: { id: productId }, query: { page: "1", sort: "helpful" } },
    "GET /api/product/:id/reviews/mine": { params: { id: productId } },
    "POST /api/product/:id/reviews": { params: { id: productId }, body: { rating: 4, title: "Cools the room", body: "Quiet on medium and easy to refill." } },
    "POST /api/product/:id/reviews/:reviewId/helpful": { params: { id: productId, reviewId: crypto.randomUUID() } },
    "POST /api/product/:id/reviews/:reviewId/photos": { params: { id: productId, reviewId: crypto.randomUUID() } },
    "GET /api/admin/reviews": { query: { page: "1", status: "hidden" } },
    "PATCH /api/admin/reviews/:id": { params: { id: crypto.randomUUID() }, body: { hidden: true } },
    "PATCH /api/admin/reviews/:id/photos/:photoId": { params: { id: crypto.randomUUID(), photoId: crypto.randomUUID() }, body: { hidden: true } },
    "GET /api/product/:id/questions": { params: { id: productId }, query: { page: "1" } },
    "GET /api/product/:id/questions/mine": { params: { id: productId } },
    "POST /api/product/:id/questions": { params: { id: productId }, body: { text: "Does it run on an inverter?" } },
    "POST /api/product/:id/questions/:qid/answers": { params: { id: productId, qid: crypto.randomUUID() }, body: { text: "Yes, on a 900 VA inverter." } },
    "GET /api/admin/questions": { query: { page: "1", status: "hidden" } },
    "PATCH /api/admin/questions/:id": { params: { id: crypto.randomUUID() }, body: { hidden: false, pinned: true } },
    "PATCH /api/admin/questions/:id/answers/:answerId": { params: { id: crypto.randomUUID(), answerId: crypto.randomUUID() }, body: { hidden: true } },
    "GET /api/order/:id/after-delivery": { params: { id: crypto.randomUUID() } },
    "PUT /api/order/:id/installation": { params: { id: crypto.randomUUID() }, body: { date: "2026-12-02", slot: "morning" } },
    "DELETE /api/order/:id/installation": { params: { id: crypto.randomUUID() } },
    "PUT /api/order/:id/items/:itemId/warranty": { params: { id: crypto.randomUUID(), itemId: crypto.randomUUID() }, body: { serialNumber: "VAYU-AC-20261127" } },
    "GET /api/order/:id/items/:itemId/warranty-card": { params: { id: crypto.randomUUID(), itemId: crypto.randomUUID() } },
    "GET /api/admin/installations": { query: { date: "2026-12-02" } },
    "PATCH /api/admin/installations/:id": { params: { id: crypto.randomUUID() }, body: { status: "done", date: "2026-12-03", slot: "afternoon" } },
    "GET /api/product/:id/notify": { params: { id: productId } },
    "GET /api/product/:id/emi": { params: { id: productId } },
    "POST /api/product/:id/notify": { params: { id: productId } },
    "DELETE /api/product/:id/notify": { params: { id: productId } },
    "POST /api/notify/unsubscribe": { body: { token: "a".repeat(43) } },
    "POST /api/admin/delivery-rules": { body: { kind: "state", match: "Goa", serviceable: true, cod: true, extraDays: 1 } },
    "PATCH /api/admin/delivery-rules/:id": {
      params: { id: crypto.randomUUID() },
      body: { kind: "prefix", match: "403", serviceable: true, cod: false, extraDays: 2 },
    },
    "DELETE /api/admin/delivery-rules/:id": { params: { id: crypto.randomUUID() } },
    "POST /api/admin/products": {
      body: {
        title: "Tower Fan",
        description: "A quiet tower fan.",
        price: 4_999,
        salePrice: 3_999,
        stock: 5,
        categoryId: product.categoryId,
        subcategoryId: product.subcategoryId,
        images: ["/uploads/tower-fan.webp"],
        active: true,
        hsn: "84145100",
        gstRate: 18,
        countryOfOrigin: "India",
        warranty: "2 years",
        warrantyMonths: 24,
        needsInstallation: true,
        specifications: [{ label: "Sweep", value: "1200 mm" }],
        hi: { title: "टावर पंखा", description: "शांत टावर पंखा।", specifications: [{ label: "स्वीप", value: "1200 मिमी" }] },
      },
    },
    "PATCH /api/admin/products/:id": {
      params: { id: productId },
      body: {
        title: "Tower Fan",
        description: "Quieter.",
        price: 4_999,
        salePrice: 3_999,
        stock: 5,
        active: true,
        hsn: "84145100",
        gstRate: 18,
        countryOfOrigin: "India",
        warranty: "2 years",
        warrantyMonths: 24,
        needsInstallation: true,
        specifications: [{ label: "Sweep", value: "1200 mm" }],
        images: ["/uploads/tower-fan.webp"],
        categoryId: product.categoryId,
        subcategoryId: product.subcategoryId,
        hi: { title: "टावर पंखा", description: "शांत टावर पंखा।", specifications: [{ label: "स्वीप", value: "1200 मिमी" }] },
      },
    },
    "GET /api/admin/products": { query: { q: "fan" } },
    "POST /api/admin/coupons": {
      body: {
        code: "FESTIVE10",
        kind: "percent",
        value: 10,
        maxDiscount: 500,
        minCartValue: 2000,
        startsAt: "2026-10-20T00:00:00+05:30",
        endsAt: "2026-11-05T00:00:00+05:30",
        totalUses: 100,
        usesPerShopper: 1,
        firstOrderOnly: false,
        productIds: [productId],
        categoryIds: [product.categoryId],
        active: true,
      },
    },
    "PATCH /api/admin/coupons/:id": {
      params: { id: crypto.randomUUID() },
      body: {
        code: "FESTIVE11",
        kind: "flat",
        value: 100,
        maxDiscount: null,
        minCartValue: null,
        startsAt: null,
        endsAt: null,
        totalUses: null,
        usesPerShopper: null,
        firstOrderOnly: true,
        productIds: [],
        categoryIds: [],
        active: false,
      },
    },
    "POST /api/admin/coupons/:id/codes": { params: { id: crypto.randomUUID() }, body: { count: 3 } },
    "POST /api/admin/sales": {
      body: {
        name: "Diwali fans",
        startsAt: "2026-10-20T00:00:00+05:30",
        endsAt: "2026-11-05T00:00:00+05:30",
        percentOff: 15,
        salePrice: null,
        productIds: [productId],
        categoryIds: [product.categoryId],
      },
    },
    "PATCH /api/admin/sales/:id": {
      params: { id: crypto.randomUUID() },
      body: {
        name: "Diwali fans, extended",
        startsAt: "2026-10-20T00:00:00+05:30",
        endsAt: "2026-11-10T00:00:00+05:30",
        percentOff: null,
        salePrice: 1999,
        productIds: [productId],
        categoryIds: [],
      },
    },
    "DELETE /api/admin/sales/:id": { params: { id: crypto.randomUUID() } },
    "GET /api/admin/coupons/:id/codes.csv": { params: { id: crypto.randomUUID() } },
    "DELETE /api/admin/products/:id": { params: { id: productId } },
    "POST /api/admin/categories": { body: { name: "Heaters", image: "/uploads/heaters.webp", sortOrder: 1, hi: { name: "हीटर" } } },
    "PATCH /api/admin/categories/:id": { params: { id: product.categoryId }, body: { name: "Heaters", image: "/uploads/heaters.webp", sortOrder: 1, hi: { name: "हीटर" } } },
    "DELETE /api/admin/categories/:id": { params: { id: product.categoryId } },
    "POST /api/admin/subcategories": { body: { categoryId: product.categoryId, name: "Oil Heaters", image: "/uploads/oil.webp", sortOrder: 1, hi: { name: "तेल वाले हीटर" } } },
    "PATCH /api/admin/subcategories/:id": {
      params: { id: product.subcategoryId },
      body: { categoryId: product.categoryId, name: "Oil Heaters", image: "/uploads/oil.webp", sortOrder: 1, hi: { name: "तेल वाले हीटर" } },
    },
    "DELETE /api/admin/subcategories/:id": { params: { id: product.subcategoryId } },
    "POST /api/admin/banners": { body: { image: "/uploads/b.webp", headline: "Fans from ₹1,499", showHeadline: true, link: "/fans", active: true, sortOrder: 0, hi: { headline: "पंखे ₹1,499 से" } } },
    "PATCH /api/admin/banners/:id": {
      params: { id: crypto.randomUUID() },
      body: { image: "/uploads/b.webp", headline: "Fans from ₹1,499", showHeadline: true, link: "/fans", active: true, sortOrder: 0, hi: { headline: "पंखे ₹1,499 से" } },
    },
    "DELETE /api/admin/banners/:id": { params: { id: crypto.randomUUID() } },
    "POST /api/admin/blogs": { body: { title: "Fan care", description: "Clean the blades monthly.", image: "/uploads/c.webp", body: "Dust them.", published: true, hi: { title: "पंखे की देखभाल", description: "पंखुड़ियाँ हर महीने साफ़ करें।", body: "धूल पोंछें।" } } },
    "PATCH /api/admin/blogs/:id": {
      params: { id: crypto.randomUUID() },
      body: { title: "Fan care", description: "Clean the blades monthly.", image: "/uploads/c.webp", body: "Dust them.", published: true, hi: { title: "पंखे की देखभाल", description: "पंखुड़ियाँ हर महीने साफ़ करें।", body: "धूल पोंछें।" } },
    },
    "DELETE /api/admin/blogs/:id": { params: { id: crypto.randomUUID() } },
    "POST /api/admin/testimonials": { body: { name: "Kavya Rao", message: "Quiet and strong fan.", image: "/uploads/k.webp", active: true, sortOrder: 0, hi: { message: "शांत और दमदार पंखा।" } } },
    "PATCH /api/admin/testimonials/:id": {
      params: { id: crypto.randomUUID() },
      body: { name: "Kavya Rao", message: "Quiet and strong fan.", image: "/uploads/k.webp", active: true, sortOrder: 0, hi: { message: "शांत और दमदार पंखा।" } },
    },
    "DELETE /api/admin/testimonials/:id": { params: { id: crypto.randomUUID() } },
    "POST /api/admin/search/synonyms": { body: { term: "pankha", alternatives: ["fan"] } },
    "PATCH /api/admin/search/synonyms/:id": { params: { id: crypto.randomUUID() }, body: { term: "pankha", alternatives: ["fan"] } },
    "DELETE /api/admin/search/synonyms/:id": { params: { id: crypto.randomUUID() } },
    "POST /api/admin/emi-plans": {
      body: { issuer: "HDFC Bank", tenureMonths: 12, yearlyRatePercent: 15, noCost: false, minAmount: 3000, active: true },
    },
    "PATCH /api/admin/emi-plans/:id": {
      params: { id: crypto.randomUUID() },
      body: { issuer: "HDFC Bank", tenureMonths: 12, yearlyRatePercent: 15, noCost: false, minAmount: 3000, active: true },
    },
    "DELETE /api/admin/emi-plans/:id": { params: { id: crypto.randomUUID() } },
    "GET /api/admin/audit": { query: { page: "1", entity: "product", entityId: productId } },
    "GET /api/admin/enquiries": { query: { type: "contact", status: "new", q: "fan" } },
    "GET /api/admin/enquiries.csv": { query: { type: "contact", status: "new", q: "fan" } },
    "PATCH /api/admin/enquiries/:id": { params: { id: crypto.randomUUID() }, body: { status: "closed", notes: "Called back." } },
    "GET /api/admin/reports/cod": { query: { from: "2026-01-01", to: "2026-01-31", top: "10" } },
    "GET /api/admin/reports/cod.csv": { query: { section: "pincode", from: "2026-01-01", to: "2026-01-31", top: "10" } },
    "GET /api/admin/reports/gstr1": { query: { month: "2026-01" } },
    "GET /api/admin/reports/sales-register.csv": { query: { from: "2026-01-01", to: "2026-01-31" } },
    "POST /api/admin/cod-remittances": {
      body: { courier: "Delhivery", reference: "UTR0001", receivedOn: "2026-01-12", orderIds: [crypto.randomUUID()], orderNumbers: [100001] },
    },
    "POST /api/admin/staff/invites": { body: { email: "new.staff@example.in", name: "Nikhil Rao", role: "staff" } },
    "DELETE /api/admin/staff/invites/:id": { params: { id: crypto.randomUUID() } },
    "DELETE /api/admin/staff/:id": { params: { id: crypto.randomUUID() } },
    "POST /api/auth/staff-invite": { body: { token: "a".repeat(43), password: "secret456" } },
    "POST /api/auth/mfa": { body: { mfaToken: "a".repeat(43), code: "123456" } },
    "POST /api/admin/mfa/confirm": { body: { code: "123456" } },
    "DELETE /api/admin/staff/:id/mfa": { params: { id: crypto.randomUUID() } },
    "PATCH /api/admin/staff/:id": { params: { id: crypto.randomUUID() }, body: { role: "staff" } },
    "POST /api/admin/api-keys": { body: { name: "Shiprocket order sync", scopes: ["orders:read"] } },
    "DELETE /api/admin/api-keys/:id": { params: { id: crypto.randomUUID() } },
    "POST /api/admin/webhooks": { body: { url: "https://erp.example.in/hooks/vayu", events: ["order.placed", "product.stock_changed"] } },
    "PATCH /api/admin/webhooks/:id": { params: { id: crypto.randomUUID() }, body: { url: "https://erp.example.in/hooks/v2", events: ["order.shipped"], active: false } },
    "DELETE /api/admin/webhooks/:id": { params: { id: crypto.randomUUID() } },
    "POST /api/admin/webhooks/:id/secret": { params: { id: crypto.randomUUID() } },
    "POST /api/admin/webhooks/:id/test": { params: { id: crypto.randomUUID() } },
    "GET /api/admin/webhooks/:id/deliveries": { params: { id: crypto.randomUUID() } },
    "GET /uploads/*": { params: { "*": "tower-fan.webp" } },
    "GET /lang/:locale": { params: { locale: "hi" }, query: { next: "/about" } },
    // A raw body, checked by its signature before parsing: see the webhook test below.
    "POST /api/payments/webhook": {},
  };
});
afterAll(() => t.close());

/**
 * Each route once, as "METHOD url": not HEAD twins of GET routes, nor the CORS preflight
 * (OPTIONS *), which @fastify/cors answers on request, before any input is read.
 */
function routeKeys(): string[] {
  // The API's description and its reference page take no text of ours.
  const described = t.routes.filter((route) => route.url !== OPENAPI_PATH && !route.url.startsWith(DOCS_PREFIX));
  const keys = described.flatMap((route: RouteOptions) =>
    [route.method]
      .flat()
      .filter((method) => method !== "HEAD" && method !== "OPTIONS")
      .map((method) => `${method} ${route.url}`),
  );
  return [...new Set(keys)];
}

const schemaOf = (key: string) =>
  t.routes.find((route) => `${[route.method].flat()[0]} ${route.url}` === key)?.schema;

/** The top-level fields a zod schema accepts. */
function fieldsOf(zodSchema: unknown): string[] {
  if (!(zodSchema instanceof z.ZodType)) return [];
  const json = z.toJSONSchema(zodSchema, { io: "input", unrepresentable: "any" });
  return Object.keys(json.properties ?? {});
}

/** Every string in `value` with the keys that lead to it. */
function stringLeaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === "string") return [path];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => stringLeaves(child, [...path, key]));
}

/** A copy of `value` with the string at `path` given `bad` after its first character. */
function spoiled<T>(value: T, path: string[], bad: string): T {
  const copy = structuredClone(value);
  let holder = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  const text = holder[last] as string;
  holder[last] = `${text.slice(0, 1)}${bad}${text.slice(1)}`;
  return copy;
}

function urlOf(routeUrl: string, params: Record<string, string> = {}, query: Record<string, string> = {}) {
  const filled = routeUrl.replace(/:(\w+)\??|\*/g, (match, name: string | undefined) =>
    encodeURIComponent(params[name ?? match] ?? ""),
  );
  const path = filled.startsWith("/") ? filled : `/${filled}`;
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

let requestCount = 0;
function send(method: string, url: string, body?: unknown) {
  requestCount++;
  return t.app.inject({
    method: method as "GET",
    url,
    headers: url.startsWith("/api/admin") ? auth.admin : auth.shopper,
    // Each request from its own address, so per-IP rate limits never answer instead.
    remoteAddress: `10.77.${(requestCount >> 8) & 255}.${requestCount & 255}`,
    ...(body !== undefined && { payload: body as Record<string, unknown> }),
  });
}

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(schema as Record<string, unknown>)) {
    if (is(table, PgTable)) counts[name] = await t.db.$count(table);
  }
  return counts;
}

describe("text PostgreSQL cannot store", () => {
  it("is found in nested bodies, in document order, and deep nesting does not overflow", () => {
    expect(findUnstorableText({ a: "ok", b: [{ c: "x" }, { d: "bad\u0000" }], e: "bad\u0000" })).toEqual([
      "b",
      "1",
      "d",
    ]);
    expect(findUnstorableText("\ud800")).toEqual([]);
    expect(findUnstorableText({ emoji: "fan \ud83c\udf00", ok: ["a", 1, null, true] })).toBeUndefined();
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText({ deep })).toHaveLength(100_001);
  });

  it("every route that takes input has a sample with all its top-level fields", () => {
    for (const key of routeKeys()) {
      const routeSchema = schemaOf(key);
      const takesInput =
        /[:*]/.test(key) || Boolean(routeSchema?.body ?? routeSchema?.querystring ?? routeSchema?.params);
      if (!takesInput) continue;
      const sample = samples[key];
      expect(sample, `a sample request for ${key}`).toBeDefined();
      for (const [part, given] of [
        [routeSchema?.body, sample!.body],
        [routeSchema?.querystring, sample!.query],
        [routeSchema?.params, sample!.params],
      ] as const) {
        expect(Object.keys(given ?? {}), `${key}: fields of the sample`).toEqual(
          expect.arrayContaining(fieldsOf(part)),
        );
      }
    }
  });

  it("in any field of any route is a 400 naming the field, never a 5xx nor a stored row", async () => {
    const before = await rowCounts();
    const answers: { case: string; status: number; field?: string; message?: string; expected: string }[] =
      [];

    for (const key of routeKeys()) {
      const [method, routeUrl] = key.split(" ") as [string, string];
      const sample = samples[key] ?? {};
      const record = async (name: string, expected: string, url: string, body?: unknown) => {
        const response = await send(method, url, body);
        const json = response.headers["content-type"]?.toString().includes("json")
          ? response.json<{ field?: string; message?: string }>()
          : {};
        answers.push({
          case: `${key} ${name}`,
          status: response.statusCode,
          field: json.field,
          message: json.message,
          expected,
        });
      };

      // Even a route that reads no query: the check is the app's, not the route's.
      await record(
        "query.note",
        "note",
        urlOf(routeUrl, sample.params, { ...sample.query, note: "a\u0000" }),
        sample.body,
      );
      if (key === "POST /api/payments/webhook") continue;

      for (const [name, value] of Object.entries(sample.params ?? {})) {
        await record(
          `params.${name}`,
          name,
          urlOf(routeUrl, { ...sample.params, [name]: `${value}\u0000` }, sample.query),
          sample.body,
        );
      }
      for (const [name, value] of Object.entries(sample.query ?? {})) {
        await record(
          `query.${name}`,
          name,
          urlOf(routeUrl, sample.params, { ...sample.query, [name]: `${value}\u0000` }),
          sample.body,
        );
      }
      for (const path of stringLeaves(sample.body)) {
        for (const bad of BAD_IN_JSON) {
          const field = path.join(".");
          await record(
            `body.${field} ${JSON.stringify(bad)}`,
            field,
            urlOf(routeUrl, sample.params, sample.query),
            spoiled(sample.body, path, bad),
          );
        }
      }
    }

    const wrong = answers.filter(
      (a) =>
        a.status !== 400 ||
        a.field !== a.expected ||
        a.message !== `${a.expected} contains a character that is not allowed.`,
    );
    expect(wrong).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    // Every route once with a stray query, plus each text field of the samples (189 requests on 41 routes when written).
    expect(answers.length).toBeGreaterThanOrEqual(routeKeys().length + 100);
  });

  it("in a signed webhook event (a raw body the route parses itself) is never a 5xx", async () => {
    const event = {
      event: "payment.captured",
      payload: {
        payment: { entity: { id: "pay_Hook1", order_id: "order_Hook1", error_description: "none" } },
        order: { entity: { id: "order_Hook1" } },
      },
    };
    for (const path of stringLeaves(event)) {
      const raw = JSON.stringify(spoiled(event, path, "\u0000"));
      const response = await t.app.inject({
        method: "POST",
        url: "/api/payments/webhook",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": webhookSignature(SANDBOX_WEBHOOK_SECRET, raw),
        },
        payload: raw,
      });
      expect(response.statusCode, path.join(".")).toBeLessThan(500);
    }
  });
});

import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { AddressType } from "@vayu/shared/addresses";
import type { OrderDetailType } from "@vayu/shared/orders";
import { sampleAddress } from "@vayu/shared/testing";
import { awaitingCodOrder, COD_ORDER_ID, trackedAwaitingCod } from "../../test/cod-order";
import { cartOf, fakeApi, openPage, product, signIn } from "../../test/storefront";

/**
 * The buying pages under /hi (docs/product/http-contract.md "Languages"): Hindi text, statuses
 * and rupees in Indian grouping; the same pages at their English URLs stay as the spec words them.
 */

const tv = product(1, { title: "Smart TV 65 inch", price: 123_456, stock: 5 });
const cart = cartOf([{ product: tv, quantity: 1 }]);
const home: AddressType = { ...sampleAddress, _id: "4b0a3c1e-0000-4000-8000-00000000d001", landmark: "", isDefault: true };
const bigOrder: OrderDetailType = {
  ...awaitingCodOrder,
  products: [{ product: tv, quantity: 1, price: 123_456, discount: 0 }],
  subtotal: 123_456,
  totalAmount: 123_456,
  amountDue: 123_456,
};

// The five pages' modules and the Hindi catalogue, loaded once before the tests: on a busy
// machine their first transform alone outlasts a finder's 5 s wait.
beforeAll(async () => {
  await Promise.all([
    import("../../features/cart/CartPage"),
    import("./CheckoutPage"),
    import("../../features/orders/OrderPage"),
    import("../../features/orders/OrdersPage"),
    import("../../features/tracking/TrackPage"),
  ]);
}, 120_000);

function buyingApi() {
  signIn();
  return fakeApi({
    "GET /api/cart": [200, { cart }],
    "GET /api/address": [200, { addresses: [home], lastUsed: null }],
    "GET /api/pincode/560001": [
      200,
      { pincode: "560001", city: "Bengaluru", district: "Bengaluru", state: "Karnataka", serviceable: true, cod: true, estimatedDelivery: null },
    ],
    "GET /api/order": [200, { orders: [bigOrder] }],
    [`GET /api/order/${COD_ORDER_ID}`]: [200, { order: bigOrder }],
    "GET /api/track/link?t=hindi": [200, { order: trackedAwaitingCod }],
  });
}

describe("the buying pages in Hindi", () => {
  it("cart: Hindi headings and buttons, the total in Indian grouping, links staying under /hi", async () => {
    buyingApi();
    openPage("/hi/cart");
    expect(await screen.findByRole("heading", { name: "शॉपिंग कार्ट" })).toBeInTheDocument();
    expect(screen.getByText("आपके कार्ट में 1 प्रोडक्ट")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "चेकआउट करें" })).toBeInTheDocument();
    expect(screen.getByTestId("line-total")).toHaveTextContent("₹1,23,456.00");
    expect(screen.getByRole("link", { name: "खरीदारी जारी रखें" })).toHaveAttribute("href", "/hi/");
  });

  it("checkout: the steps, cash on delivery and the amount to pay in Hindi", async () => {
    buyingApi();
    openPage("/hi/checkoutPage");
    expect(await screen.findByRole("heading", { name: "चेकआउट" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "डिलीवरी का पता" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "भुगतान का तरीका" })).toBeInTheDocument();
    expect(screen.getByText("कैश ऑन डिलीवरी")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "कीमत की जानकारी" })).toBeInTheDocument();
    expect(screen.getByTestId("delivering-to")).toHaveTextContent(/आप देंगे ₹1,23,\d{3}\.00/);
  });

  it("order: its number, Hindi status and the cash due in Indian grouping", async () => {
    buyingApi();
    openPage(`/hi/orders/${COD_ORDER_ID}`);
    expect(await screen.findByRole("heading", { name: "ऑर्डर #100077" })).toBeInTheDocument();
    expect(screen.getAllByText("पुष्टि का इंतज़ार").length).toBeGreaterThan(0);
    expect(screen.getByText(/कृपया ऑर्डर करने के 24 घंटे के अंदर जवाब दें।/)).toBeInTheDocument();
    const payment = screen.getByRole("region", { name: "भुगतान" });
    expect(within(payment).getAllByText("₹1,23,456.00").length).toBeGreaterThan(0);
    expect(within(payment).getByText(/तैयार रखें/)).toHaveTextContent("ऑर्डर आने पर कैश में देने के लिए ₹1,23,456.00 तैयार रखें।");
    expect(within(payment).getByText("कैश ऑन डिलीवरी")).toBeInTheDocument();
  });

  it("orders: My Orders in Hindi, each order's link under /hi", async () => {
    buyingApi();
    openPage("/hi/orders");
    expect(await screen.findByRole("heading", { name: "ऑर्डर #100077" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "मेरे ऑर्डर" })).toBeInTheDocument();
    expect(screen.getByText("पुष्टि का इंतज़ार")).toBeInTheDocument();
    expect(screen.getAllByText("₹1,23,456.00").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: /ऑर्डर की जानकारी, ट्रैकिंग और रिटर्न/ })).toHaveAttribute("href", `/hi/orders/${COD_ORDER_ID}`);
  });

  it("track: the form and an order opened by its link in Hindi", async () => {
    buyingApi();
    openPage("/hi/track?t=hindi");
    expect(await screen.findByRole("heading", { name: "ऑर्डर #100077" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "अपना ऑर्डर ट्रैक करें" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "ऑर्डर कन्फ़र्म करें" })).toBeInTheDocument();
    expect(screen.getByText("डिलीवरी पर देने हैं कुल")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "दूसरा ऑर्डर ट्रैक करें" })).toHaveAttribute("href", "/hi/track");
  });
});

describe("the same pages at their English URLs", () => {
  it("keep the spec's English and the same Indian grouping", async () => {
    buyingApi();
    openPage("/cart");
    expect(await screen.findByRole("heading", { name: "Shopping Cart" })).toBeInTheDocument();
    expect(screen.getByText("1 product in your cart")).toBeInTheDocument();
    expect(screen.getByTestId("line-total")).toHaveTextContent("₹1,23,456.00");
    expect(screen.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
  });

  it("order: English status and labels", async () => {
    buyingApi();
    openPage(`/orders/${COD_ORDER_ID}`);
    expect(await screen.findByRole("heading", { name: "Order #100077" })).toBeInTheDocument();
    expect(screen.getAllByText("Awaiting confirmation").length).toBeGreaterThan(0);
    expect(within(screen.getByRole("region", { name: "Payment" })).getByText("Cash on delivery")).toBeInTheDocument();
  });
});

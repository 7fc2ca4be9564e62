import { ShieldCheck, Truck, Undo2 } from "lucide-react";

/**
 * What every order comes with (docs/product/policies.md "Delivery, returns and refunds"), shown
 * in the footer and on product pages; a product page shows the product's own warranty instead
 * of the store-wide one (docs/decisions/191-product-warranty.md).
 */
export const storePromises = [
  { key: "delivery", icon: Truck, title: "Flat ₹5 delivery", text: "To every pin code we serve" },
  { key: "warranty", icon: ShieldCheck, title: "2-year warranty", text: "On all Vayu appliances" },
  { key: "returns", icon: Undo2, title: "7-day returns", text: "Easy pickup from your door" },
];

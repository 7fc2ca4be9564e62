import { ShieldCheck, Truck, Undo2 } from "lucide-react";

/** What every order comes with (docs/product/policies.md "Delivery, returns and refunds"), shown in the footer and on product pages. */
export const storePromises = [
  { icon: Truck, title: "Flat ₹5 delivery", text: "To every pin code we serve" },
  { icon: ShieldCheck, title: "2-year warranty", text: "On all Vayu appliances" },
  { icon: Undo2, title: "7-day returns", text: "Easy pickup from your door" },
];

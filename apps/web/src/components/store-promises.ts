import { ShieldCheck, Truck, Undo2 } from "lucide-react";
import { policy } from "@vayu/shared/content-text";
import { deliveryPromise, type StoreProfile } from "@vayu/shared/site-settings";

/**
 * What every order comes with, from the store's settings (docs/decisions/183-store-settings.md),
 * shown in the footer and on product pages. The warranty is the store's default: a product
 * may state its own.
 */
export function storePromises(settings: StoreProfile) {
  return [
    { icon: Truck, title: deliveryPromise(settings), text: "To every pincode we serve" },
    { icon: ShieldCheck, title: "Warranty", text: settings.defaultWarranty },
    {
      icon: Undo2,
      title: `${policy.returnWindowDays}-day returns`,
      text: "Request a return from your order's page",
    },
  ];
}

import { ShieldCheck, Truck, Undo2 } from "lucide-react";
import { policy } from "@vayu/shared/content-text";
import { deliveryPromise, type StoreProfile } from "@vayu/shared/site-settings";

/**
 * What every order comes with, from the store's settings (docs/decisions/183-store-settings.md),
 * shown in the footer and on product pages. The warranty is the store's default: a product
 * page shows the product's own instead (docs/decisions/191-product-warranty.md).
 */
export function storePromises(settings: StoreProfile) {
  return [
    { key: "delivery", icon: Truck, title: deliveryPromise(settings), text: "To every pincode we serve" },
    { key: "warranty", icon: ShieldCheck, title: "Warranty", text: settings.defaultWarranty },
    {
      key: "returns",
      icon: Undo2,
      title: `${policy.returnWindowDays}-day returns`,
      text: "Request a return from your order's page",
    },
  ];
}

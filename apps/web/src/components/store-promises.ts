import { useLingui } from "@lingui/react/macro";
import { ShieldCheck, Truck, Undo2 } from "lucide-react";
import { rupeesToPaise } from "@vayu/shared/money";
import { policy } from "@vayu/shared/content-text";
import type { StoreProfile } from "@vayu/shared/site-settings";
import { useFormats } from "../lib/i18n";
import { useSiteText } from "./site-texts";

/**
 * The delivery promise in a few words, in the page's language: "Flat ₹5 delivery", "₹40
 * delivery, free from ₹999", "Free delivery" (as `deliveryPromise` of packages/shared/src/site-settings.ts).
 */
export function useDeliveryPromise(profile: Pick<StoreProfile, "deliveryFee" | "freeDeliveryAbove">): string {
  const { t } = useLingui();
  const { priceShort } = useFormats();
  if (profile.deliveryFee === 0 || profile.freeDeliveryAbove === 0) return t`Free delivery`;
  const fee = priceShort(rupeesToPaise(profile.deliveryFee));
  if (profile.freeDeliveryAbove === null) return t`Flat ${fee} delivery`;
  const from = priceShort(rupeesToPaise(profile.freeDeliveryAbove));
  return t`${fee} delivery, free from ${from}`;
}

/**
 * What every order comes with, from the store's settings (docs/decisions/183-store-settings.md),
 * shown in the footer and on product pages, in the page's language. The warranty is the store's
 * default: a product page shows the product's own instead (docs/decisions/191-product-warranty.md).
 * `lang` is `"en"` for the owner's English on a Hindi page.
 */
export function useStorePromises(settings: StoreProfile) {
  const { t } = useLingui();
  const delivery = useDeliveryPromise(settings);
  const siteText = useSiteText(settings);
  const days = policy.returnWindowDays;
  const warranty = siteText("defaultWarranty");
  return [
    { key: "delivery", icon: Truck, title: delivery, text: t`To every pincode we serve`, lang: undefined },
    { key: "warranty", icon: ShieldCheck, title: t`Warranty`, text: warranty.text, lang: warranty.lang },
    {
      key: "returns",
      icon: Undo2,
      title: t`${days}-day returns`,
      text: t`Request a return from your order's page`,
      lang: undefined,
    },
  ];
}

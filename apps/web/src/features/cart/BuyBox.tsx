import type { ProductType } from "@vayu/shared/catalog";
import { lineSavingsPaise, productLine } from "@vayu/shared/pricing";
import { paiseToRupees } from "@vayu/shared/money";
import { Trans } from "@lingui/react/macro";
import { Zap } from "lucide-react";
import { useState } from "react";
import { useLocalisedNavigate, useLocalisedPath } from "../../components/LocalisedLink";
import { Button } from "../../components/ui/Button";
import { YouSave } from "../../components/ui/YouSave";
import { buyNowPath } from "../../lib/buy-now-link";
import { useSession } from "../../lib/session";
import { AddToCartButton } from "./AddToCartButton";
import { BuyBar } from "./BuyBar";
import { QuantityStepper } from "./QuantityStepper";
import { useLoginFirst } from "../../lib/use-login-first";

/** 1 ≤ quantity ≤ what can be bought; any other value becomes the nearest bound. */
const bounded = (quantity: number, stock: number) =>
  Math.max(1, Math.min(Number.isFinite(quantity) ? Math.trunc(quantity) : 1, stock));

/**
 * The product page's purchase controls for a product in stock: quantity, what the sale saves,
 * Add to Cart and Buy Now (docs/decisions/173-buy-now-and-savings.md). Buy Now opens the
 * checkout of this product alone; the cart is not touched (docs/decisions/200-buy-now-alone.md).
 */
export function BuyBox({ product }: { product: ProductType }) {
  const session = useSession();
  const navigate = useLocalisedNavigate();
  const localise = useLocalisedPath();
  const loginFirst = useLoginFirst();
  const [picked, setPicked] = useState(1);
  // Stock can fall below the pick while the page is open.
  const quantity = bounded(picked, product.stock);

  const onBuyNow = () => {
    const checkout = buyNowPath(product._id, quantity);
    if (!session) {
      loginFirst(`/login?${new URLSearchParams({ redirect: checkout })}`);
      return;
    }
    navigate(checkout);
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="text-sm font-medium text-slate-700" aria-hidden>
          <Trans>Quantity</Trans>
        </span>
        <QuantityStepper
          quantity={quantity}
          max={product.stock}
          disabled={false}
          itemName={product.title}
          onChange={setPicked}
        />
        <YouSave rupees={paiseToRupees(lineSavingsPaise(productLine(product, quantity)))} />
      </div>
      <BuyBar product={product}>
        <AddToCartButton product={product} variant="page" quantity={quantity} />
        {/* The checkout's address as a GET form: before the script is live (or without it) the
            browser opens it, and the checkout sends a signed-out shopper to log in and back
            (docs/decisions/195-forms-before-javascript.md). */}
        <form
          method="get"
          action={localise("/checkoutPage")}
          className="flex"
          onSubmit={(event) => {
            event.preventDefault();
            onBuyNow();
          }}
        >
          <input type="hidden" name="buyNow" value={product._id} />
          {quantity > 1 && <input type="hidden" name="quantity" value={quantity} />}
          <Button type="submit" variant="accent" size="lg" className="w-full">
            <Zap className="size-4" aria-hidden />
            <Trans>Buy Now</Trans>
          </Button>
        </form>
      </BuyBar>
    </div>
  );
}

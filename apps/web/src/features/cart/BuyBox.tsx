import type { ProductType } from "@vayu/shared/catalog";
import { messages } from "@vayu/shared/messages";
import { lineSavingsPaise, productLine } from "@vayu/shared/pricing";
import { paiseToRupees } from "@vayu/shared/money";
import { Zap } from "lucide-react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "../../lib/toast";
import { Button } from "../../components/ui/Button";
import { YouSave } from "../../components/ui/YouSave";
import { errorMessage } from "../../lib/api";
import { useCart } from "../../lib/queries/get-cart";
import { returnPath, useResumeAfterLogin } from "../../lib/resume-after-login";
import { useSession } from "../../lib/session";
import { AddToCartButton } from "./AddToCartButton";
import { useBuyNow } from "./api/buy-now";
import { QuantityStepper } from "./QuantityStepper";

const BUY_PARAM = "buy";

/** 1 ≤ quantity ≤ what can be bought; any other value (a hand-edited link) becomes the nearest bound. */
const bounded = (quantity: number, stock: number) =>
  Math.max(1, Math.min(Number.isFinite(quantity) ? Math.trunc(quantity) : 1, stock));

/**
 * The product page's purchase controls for a product in stock: quantity, what the sale saves,
 * Add to Cart and Buy Now (docs/decisions/173-buy-now-and-savings.md).
 */
export function BuyBox({ product }: { product: ProductType }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { userId } = useCart();
  const buy = useBuyNow(userId);
  const [picked, setPicked] = useState(1);
  // Stock can fall below the pick while the page is open.
  const quantity = bounded(picked, product.stock);

  const checkout = (units: number) =>
    buy.mutate(
      { productId: product._id, quantity: units },
      {
        onSuccess: () => navigate("/checkoutPage"),
        onError: (error) => toast.error(errorMessage(error, messages.cart.addFailed)),
      },
    );
  useResumeAfterLogin(BUY_PARAM, (value) => checkout(bounded(Number(value), product.stock)));

  const onBuyNow = () => {
    if (!session) {
      toast.error(messages.auth.loginRequired);
      navigate("/login", { state: { from: returnPath(location, BUY_PARAM, String(quantity)) } });
      return;
    }
    checkout(quantity);
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="text-sm font-medium text-slate-700" aria-hidden>
          Quantity
        </span>
        <QuantityStepper
          quantity={quantity}
          max={product.stock}
          disabled={buy.isPending}
          itemName={product.title}
          onChange={setPicked}
        />
        <YouSave rupees={paiseToRupees(lineSavingsPaise(productLine(product, quantity)))} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <AddToCartButton product={product} variant="page" quantity={quantity} />
        <Button variant="accent" size="lg" loading={buy.isPending} onClick={onBuyNow}>
          {!buy.isPending && <Zap className="size-4" aria-hidden />}
          Buy Now
        </Button>
      </div>
    </div>
  );
}

import type { Product } from "@vayu/shared/catalog";
import { messages } from "@vayu/shared/messages";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../components/ui/Button";
import { useSession } from "../../lib/session";

// TODO(scaffold): issue 4 wires this to the cart; for now only the login guard works.
export function AddToCartButton({ product, variant }: { product: Product; variant: "card" | "page" }) {
  const session = useSession();
  const navigate = useNavigate();
  const outOfStock = product.stock < 1;
  return (
    <Button
      variant="primary"
      size={variant === "card" ? "sm" : "lg"}
      className={variant === "card" ? "w-full" : "flex-1"}
      disabled={outOfStock}
      onClick={() => {
        if (!session) {
          toast.error(messages.auth.loginRequired);
          navigate("/login");
        }
      }}
    >
      {outOfStock ? "Out of Stock" : variant === "card" ? "Add to cart" : "Add to Cart"}
    </Button>
  );
}

import type { Product } from "@vayu/shared/catalog";
import { messages } from "@vayu/shared/messages";
import { Heart } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../components/ui/Button";
import { useSession } from "../../lib/session";

// TODO(scaffold): issue 4 wires this to the wishlist; for now only the login guard works.
export function WishlistToggle({ product, variant }: { product: Product; variant: "icon" | "button" }) {
  const session = useSession();
  const navigate = useNavigate();
  const onClick = () => {
    if (!session) {
      toast.error(messages.auth.loginRequired);
      navigate("/login");
    }
  };
  if (variant === "icon") {
    return (
      <button type="button" onClick={onClick} aria-label={`Add ${product.title} to wishlist`} className="rounded-full bg-white/90 p-2 text-slate-600 shadow-sm hover:text-red-500">
        <Heart className="size-5" aria-hidden />
      </button>
    );
  }
  return (
    <Button variant="outline" size="lg" onClick={onClick}>
      <Heart className="size-5" aria-hidden /> Add to Wishlist
    </Button>
  );
}

import type { ReactNode } from "react";
import { Trash2 } from "lucide-react";
import { useLingui } from "@lingui/react/macro";
import { PostForm } from "../../components/ui/PostForm";
import { Spinner } from "../../components/ui/Spinner";

/**
 * A cart line's remove button, as a form: a tap before the page's script is live, or without
 * it, still removes the line (docs/decisions/195-forms-before-javascript.md). The form adds no
 * box of its own, so the button lays out as it did on its own.
 */
export function RemoveLineForm({
  productId,
  title,
  pending,
  onRemove,
  className,
  children,
}: {
  productId: string;
  title: string;
  pending: boolean;
  onRemove: () => void;
  className: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <PostForm action="/cart" intent="remove" onSubmit={onRemove} className="contents">
      <input type="hidden" name="productId" value={productId} />
      <button type="submit" disabled={pending} aria-label={t`Remove ${title} from cart`} className={className}>
        {pending ? <Spinner /> : <Trash2 className="size-4" aria-hidden />}
        {children}
      </button>
    </PostForm>
  );
}

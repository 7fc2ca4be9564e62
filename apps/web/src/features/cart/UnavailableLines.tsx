import { CircleAlert } from "lucide-react";
import { Trans } from "@lingui/react/macro";
import type { UnavailableCartLineType } from "@vayu/shared/cart";
import { useRemoveFromCart } from "./api/remove-from-cart";
import { englishIf } from "../../lib/content-language";
import { RemoveLineForm } from "./RemoveLineForm";
import { useDomId } from "../../lib/use-dom-id";

function UnavailableLine({ line, userId }: { line: UnavailableCartLineType; userId: string }) {
  const remove = useRemoveFromCart(userId);
  const title = line.title;
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <p className="min-w-0 text-sm text-amber-950">
        <Trans>
          <strong lang={englishIf(line, "title")} className="font-semibold">
            {title}
          </strong>{" "}
          is no longer available.
        </Trans>
      </p>
      <RemoveLineForm
        productId={line._id}
        title={line.title}
        pending={remove.isPending}
        onRemove={() => remove.mutate(line._id)}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 hover:bg-amber-100 disabled:cursor-wait"
      >
        <Trans>Remove</Trans>
      </RemoveLineForm>
    </li>
  );
}

/**
 * Products the shopper put in the cart that staff have since hidden (ADR 066): they are not
 * charged, and the shopper is told so instead of seeing them vanish.
 */
export function UnavailableLines({ lines, userId }: { lines: UnavailableCartLineType[]; userId: string }) {
  const headingId = useDomId();
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 sm:px-5"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-bold text-amber-950">
        <CircleAlert className="size-4 shrink-0" aria-hidden />
        <Trans>No longer available</Trans>
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        <Trans>Left out of your total.</Trans>
      </p>
      <ul className="mt-1 divide-y divide-amber-200">
        {lines.map((line) => (
          <UnavailableLine key={line._id} line={line} userId={userId} />
        ))}
      </ul>
    </section>
  );
}

import { useState } from "react";
import { Eraser } from "lucide-react";
import { describeDemoCounts } from "@vayu/shared/demo-clear";
import { Button } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { Modal } from "../../components/ui/Modal";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { useClearDemo, useDemoPreview } from "./api/demo";
import { useStaffMe } from "./api/staff-accounts";

/**
 * The owner's way out of the demo store (docs/decisions/193-first-start-and-demo-content.md):
 * shown while demo content is left, it lists what goes and asks before removing it.
 */
export function DemoContentCard() {
  const owner = useStaffMe().data?.role === "owner";
  const preview = useDemoPreview(owner);
  const clear = useClearDemo();
  const [asking, setAsking] = useState(false);
  const lines = preview.data ? describeDemoCounts(preview.data) : [];
  if (lines.length === 0) return null;

  const close = () => {
    setAsking(false);
    clear.reset();
  };
  const remove = () =>
    clear.mutate(undefined, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setAsking(false);
      },
    });

  return (
    <section aria-labelledby="demo-content" className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h2 id="demo-content" className="flex items-center gap-2 font-semibold text-ink">
        <Eraser className="size-5 text-amber-700" aria-hidden /> The demo store is still here
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Its sample products, orders, buyers, reviews and home page content are not your shop&apos;s. Remove
        them before you open; your own products, orders and changes stay.
      </p>
      <Button variant="outline" size="sm" className="mt-3" onClick={() => setAsking(true)}>
        Remove demo content…
      </Button>
      <Modal open={asking} title="Remove the demo content?" width="message" onClose={close}>
        <p className="text-sm text-slate-700">This removes, for good:</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-600">
          Categories stay. Products, banners, posts and testimonials you edited stay, as do real
          shoppers&apos; orders and invoices.
        </p>
        {clear.isError && (
          <FormAlert
            className="mt-3"
            message={errorMessage(clear.error, "The demo content could not be removed.")}
          />
        )}
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={close}>
            Keep it
          </Button>
          <Button variant="danger" loading={clear.isPending} onClick={remove}>
            Remove demo content
          </Button>
        </div>
      </Modal>
    </section>
  );
}

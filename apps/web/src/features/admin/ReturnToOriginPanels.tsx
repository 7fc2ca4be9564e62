import { useState, type FormEvent } from "react";
import type { AdminOrderDetailType } from "@vayu/shared/admin";
import type { CodRiskType } from "@vayu/shared/rto";
import { Button } from "../../components/ui/Button";
import { DocumentDownload } from "../../components/ui/DocumentDownload";
import { FormAlert } from "../../components/ui/FormAlert";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { formatDateTime } from "../../lib/order-format";
import { toast } from "../../lib/toast";
import { useRtoReceived } from "./api/orders";
import { Field, OrderPanel as Panel } from "./OrderPanel";
import { StockChoice } from "./StockChoice";
import { yesNoValue, type YesNo } from "./staff-forms";

/**
 * An order Returned to origin (docs/decisions/306-return-to-origin.md): staff mark its parcel
 * received back, choosing whether its units go back to stock; then its credit note.
 */
export function RtoReceivedPanel({ order }: { order: AdminOrderDetailType }) {
  const rto = order.returnedToOrigin;
  const [restock, setRestock] = useState<YesNo>("");
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  const receive = useRtoReceived();
  if (!rto) return null;
  if (rto.receivedAt) {
    return (
      <Panel title="Returned to origin">
        <p className="text-sm text-slate-700">Received back {formatDateTime(rto.receivedAt)}.</p>
        {order.cancellingCreditNoteUrl && (
          <div className="mt-2">
            <DocumentDownload url={order.cancellingCreditNoteUrl} label="Credit note" detail="cancelling the invoice (PDF)" />
          </div>
        )}
      </Panel>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choice = yesNoValue(restock);
    setMissing(choice === undefined);
    if (choice === undefined) return;
    receive.mutate(
      { orderId: order._id, input: { restock: choice, ...(note.trim() ? { note: note.trim() } : {}) } },
      { onSuccess: (updated) => toast.success(`Order #${updated.number} received back; its credit note is issued.`) },
    );
  };
  return (
    <Panel title="Received back">
      <form onSubmit={submit} noValidate aria-label={`Receive back order ${order.number}`} className="space-y-3">
        <p className="text-sm text-slate-600">
          When the parcel reaches the store, mark it received: the invoice is cancelled by a credit note (nothing was paid, nothing is refunded).
        </p>
        <StockChoice
          legend="Where do the units that came back go?"
          value={restock}
          onChange={setRestock}
          error={missing ? "Choose whether the units go back to stock." : undefined}
        />
        <TextField label="Note (optional)" maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        {receive.isError && <FormAlert message={errorMessage(receive.error, "Could not record the parcel. Please try again.")} />}
        <Button type="submit" loading={receive.isPending} className="w-full sm:w-auto">
          Mark received back
        </Button>
      </form>
    </Panel>
  );
}

/** A COD order's shopper and pincode by their refused parcels, for the staff's judgement before shipping. */
export function CodRiskPanel({ risk }: { risk: CodRiskType }) {
  return (
    <Panel title="Refused parcels">
      <dl className="grid gap-2 text-sm">
        <Field label="This shopper">{risk.refusedParcels === 1 ? "1 refused parcel" : `${risk.refusedParcels} refused parcels`}</Field>
        <Field label={`Pincode ${risk.pincode}, last ${risk.days} days`}>
          {`${risk.pincodeRto} returned of ${risk.pincodeShipped} shipped COD parcels`}
        </Field>
      </dl>
    </Panel>
  );
}

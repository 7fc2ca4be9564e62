import { useState, type ChangeEvent, type FormEvent } from "react";
import { Undo2 } from "lucide-react";
import { RTO_BATCH_LIMIT, trackingNumbersIn, type RtoByTrackingResponseType } from "@vayu/shared/rto";
import { Button } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { TextAreaField } from "../../components/ui/FormFields";
import { errorMessage } from "../../lib/api";
import { useReturnToOriginByTracking } from "./api/orders";

/**
 * The courier's returned-to-origin list (docs/decisions/306-return-to-origin.md): staff paste
 * its tracking numbers or upload its CSV; each shipped COD order moves to Returned to origin.
 */
export function CourierReturns() {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const mark = useReturnToOriginByTracking();
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const numbers = trackingNumbersIn(text);
    const tooMany = numbers.length > RTO_BATCH_LIMIT ? `Send at most ${RTO_BATCH_LIMIT} tracking numbers at once.` : null;
    setProblem(numbers.length === 0 ? "Paste the tracking numbers, or upload the courier's CSV." : tooMany);
    if (numbers.length > 0 && !tooMany) mark.mutate(numbers);
  };
  return (
    <details className="mb-4 rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-ink">
        <Undo2 className="size-4 text-slate-500" aria-hidden />
        Courier returns (returned to origin)
      </summary>
      <form onSubmit={submit} noValidate aria-label="Mark parcels returned to origin" className="mt-3 space-y-3">
        <TextAreaField
          label="Tracking numbers (one a line), or the courier's CSV with an AWB or tracking number column"
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <label className="block text-sm font-medium text-slate-700">
          Upload the courier's CSV
          <input type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void upload(e)} className="mt-1 block w-full text-sm" />
        </label>
        {problem && <FormAlert message={problem} />}
        {mark.isError && <FormAlert message={errorMessage(mark.error, "Could not mark the parcels. Please try again.")} />}
        <Button type="submit" loading={mark.isPending} className="w-full sm:w-auto">
          Mark returned to origin
        </Button>
      </form>
      {mark.data && <CourierReturnsResult result={mark.data} />}
    </details>
  );
}

function CourierReturnsResult({ result }: { result: RtoByTrackingResponseType }) {
  const orderList = (rows: { trackingNumber: string; orderNumber: number }[]) =>
    rows.map((r) => `${r.trackingNumber} (#${r.orderNumber})`).join(", ");
  return (
    <div role="status" className="mt-3 space-y-1 text-sm break-words text-slate-700">
      <p>
        <strong>Moved to Returned to origin:</strong> {result.moved.length > 0 ? orderList(result.moved) : "none"}
      </p>
      {result.already.length > 0 && (
        <p>
          <strong>Already returned to origin:</strong> {orderList(result.already)}
        </p>
      )}
      {result.notFound.length > 0 && (
        <p>
          <strong>No order with this tracking number:</strong> {result.notFound.join(", ")}
        </p>
      )}
      {result.refused.map((r) => (
        <p key={`${r.trackingNumber}-${r.orderNumber}`}>
          <strong>
            Not moved, {r.trackingNumber} (#{r.orderNumber}):
          </strong>{" "}
          {r.reason}
        </p>
      ))}
    </div>
  );
}

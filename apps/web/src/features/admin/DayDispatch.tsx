import { useState } from "react";
import { Printer } from "lucide-react";
import { dispatchBatchPath } from "@vayu/shared/dispatch";
import { DocumentDownload } from "../../components/ui/DocumentDownload";
import { fieldClasses } from "../../components/ui/TextField";
import { todayInIndia } from "../../lib/order-format";

/** The day's packed orders in two PDFs for the courier's pickup: their labels, one a page, and their packing slips. */
export function DayDispatch() {
  const [day, setDay] = useState(todayInIndia);
  const batch = { status: "Packed" as const, ...(day ? { date: day } : {}) };
  return (
    <section
      aria-labelledby="day-dispatch"
      className="mb-4 flex flex-wrap items-center gap-x-5 gap-y-2 rounded-xl bg-white p-3 ring-1 ring-slate-200"
    >
      <h2 id="day-dispatch" className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Printer className="size-4 text-slate-500" aria-hidden />
        Print packed orders
      </h2>
      <label className="flex items-center gap-2 text-sm font-medium whitespace-nowrap text-slate-700">
        Packed on
        <input
          type="date"
          value={day}
          onChange={(event) => setDay(event.target.value)}
          className={`${fieldClasses(false)} w-auto py-1.5`}
        />
      </label>
      <DocumentDownload
        url={dispatchBatchPath("labels", batch)}
        label="Shipping labels"
        detail="(PDF, one 4 by 6 inch label a page)"
      />
      <DocumentDownload
        url={dispatchBatchPath("packing-slips", batch)}
        label="Packing slips"
        detail="(PDF)"
      />
    </section>
  );
}

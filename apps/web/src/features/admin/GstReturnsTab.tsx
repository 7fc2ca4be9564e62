import { useState } from "react";
import { Download } from "lucide-react";
import { gstr1Totals, type Gstr1ResponseType, type SectionTotals } from "@vayu/shared/gst-returns";
import { formatPaise } from "@vayu/shared/money";
import { Button } from "../../components/ui/Button";
import { LoadError } from "../../components/ui/LoadError";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { downloadGstr1, downloadSalesRegister, useGstr1 } from "./api/gst-returns";

/** Last month in India's calendar: the month a return is filed for. */
function lastMonthInIndia(now = Date.now()): string {
  const today = new Date(now + 330 * 60_000);
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return month.toISOString().slice(0, 7);
}

/** The first and last days of a month, YYYY-MM-DD. */
function daysOf(month: string): { from: string; to: string } {
  const [year, mm] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

const ROWS: { key: keyof ReturnType<typeof gstr1Totals>["sections"]; label: string }[] = [
  { key: "b2b", label: "B2B invoices (Table 4)" },
  { key: "b2cl", label: "B2C large invoices (Table 5)" },
  { key: "b2cs", label: "B2C small, by state and rate (Table 7)" },
  { key: "cdnr", label: "Credit notes, registered (Table 9B)" },
  { key: "cdnur", label: "Credit notes, unregistered (Table 9B)" },
  { key: "hsnB2b", label: "HSN summary, B2B (Table 12)" },
  { key: "hsnB2c", label: "HSN summary, B2C (Table 12)" },
];

function Totals({ report }: { report: Gstr1ResponseType }) {
  const { sections, net } = gstr1Totals(report);
  const row = (label: string, t: Pick<SectionTotals, "taxablePaise" | "taxPaise">, count: number | string) => (
    <tr key={label}>
      <th scope="row" className="break-words px-2 py-1.5 text-left font-normal">
        {label}
      </th>
      <td className="px-2 py-1.5 text-right tabular-nums">{count}</td>
      <td className="px-2 py-1.5 text-right tabular-nums">{formatPaise(t.taxablePaise)}</td>
      <td className="px-2 py-1.5 text-right tabular-nums">{formatPaise(t.taxPaise)}</td>
    </tr>
  );
  return (
    <section aria-label="GSTR-1 section totals" className="min-w-0 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 className="mb-1 font-semibold text-ink">GSTR-1 for {report.fp.slice(0, 2)}/{report.fp.slice(2)}</h2>
      <p className="mb-3 text-sm text-slate-500">GSTIN {report.gstin}. Credit notes of small B2C sales reduce Table 7.</p>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-slate-500">
            <tr>
              <th scope="col" className="px-2 py-1 text-left font-medium">
                Section
              </th>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                Documents
              </th>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                Taxable value
              </th>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                Tax
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {ROWS.map(({ key, label }) => row(label, sections[key], sections[key].count))}
            {row("Net supplies of the month", net, "")}
          </tbody>
        </table>
      </div>
      <ul className="mt-3 grid gap-1 text-sm text-slate-600">
        {report.doc_issue.doc_det.map((d) =>
          d.docs.map((range) => (
            <li key={`${d.doc_num}-${range.num}`}>
              {d.doc_typ}: {range.from} to {range.to}, {range.net_issue} issued, {range.cancel} cancelled
            </li>
          )),
        )}
      </ul>
    </section>
  );
}

/** GSTR-1 data and the sales register of a month, for the owner (docs/decisions/316-gstr1-and-sales-register.md). */
export function GstReturnsTab() {
  const [month, setMonth] = useState(lastMonthInIndia);
  const [busy, setBusy] = useState(false);
  const valid = /^\d{4}-\d{2}$/.test(month);
  const report = useGstr1(valid ? month : lastMonthInIndia());
  const downloadRegister = () => {
    const { from, to } = daysOf(month);
    setBusy(true);
    downloadSalesRegister(from, to)
      .catch((error: unknown) => toast.error(errorMessage(error, "The file could not be made. Please try again.")))
      .finally(() => setBusy(false));
  };
  return (
    <section aria-label="GST returns" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <TextField label="Month" type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
        <Button
          type="button"
          variant="outline"
          disabled={!report.data}
          onClick={() => report.data && downloadGstr1(report.data)}
        >
          <Download className="size-4" aria-hidden /> GSTR-1 JSON
        </Button>
        <Button type="button" variant="outline" onClick={downloadRegister} loading={busy} disabled={!valid}>
          <Download className="size-4" aria-hidden /> Sales register CSV
        </Button>
      </div>
      {report.isError ? (
        <LoadError onRetry={() => void report.refetch()} />
      ) : report.data ? (
        <Totals report={report.data} />
      ) : (
        <p className="text-sm text-slate-500">Loading…</p>
      )}
    </section>
  );
}

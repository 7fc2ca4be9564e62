import { useState, type FormEvent, type ReactNode } from "react";
import { Download } from "lucide-react";
import {
  codRemittanceMessages as m,
  type CodReportResponseType,
  type CourierCashType,
} from "@vayu/shared/cod-reports";
import { formatRupees } from "@vayu/shared/money";
import { Button } from "../../components/ui/Button";
import { LoadError } from "../../components/ui/LoadError";
import { fieldClasses, TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { CodRefusals } from "./CodRefusals";
import { Figure } from "./DashboardTab";
import { downloadCodCsv, useCodReport, useRecordRemittance, type CodRange } from "./api/cod-reports";

type Section = "pincode" | "state" | "shopper" | "cash";
const percent = (rate: number | null) => (rate === null ? "—" : `${(rate * 100).toFixed(1)}%`);
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

function CsvButton({ section, range }: { section: Section; range: CodRange }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadCodCsv(section, range)
      .catch((error: unknown) =>
        toast.error(errorMessage(error, "The file could not be made. Please try again.")),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={download} loading={busy}>
      <Download className="size-4" aria-hidden /> CSV
    </Button>
  );
}

/** A titled table that scrolls inside itself on a narrow screen, never the page. */
function ReportTable({
  title,
  action,
  head,
  rows,
  empty,
}: {
  title: string;
  action: ReactNode;
  head: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  return (
    <section aria-label={title} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-ink">{title}</h2>
        {action}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-500">
              <tr>
                {head.map((h, i) => (
                  <th key={h} scope="col" className={`px-2 py-1 font-medium ${i > 0 ? "text-right" : ""}`}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((cells, r) => (
                <tr key={r}>
                  {cells.map((cell, i) => (
                    <td
                      key={i}
                      className={`px-2 py-1.5 ${i > 0 ? "text-right tabular-nums" : "break-words"}`}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const RTO_HEAD = ["Shipped", "Refused (RTO)", "RTO rate"];
const rtoCells = (r: { shipped: number; rto: number; rate: number | null }) => [
  r.shipped,
  r.rto,
  percent(r.rate),
];

/** Staff record a courier's bank transfer of the cash it collected, picking the orders it pays for. */
function RemittanceForm({ couriers }: { couriers: CourierCashType[] }) {
  // Orders without a courier (marked delivered without shipping) have no one to remit them.
  const payable = couriers.filter((c) => c.courier && c.orders.length > 0);
  const [courier, setCourier] = useState(payable[0]?.courier ?? "");
  const [picked, setPicked] = useState<string[]>([]);
  const [reference, setReference] = useState("");
  const [receivedOn, setReceivedOn] = useState(todayInIndia);
  const record = useRecordRemittance();
  const orders = payable.find((c) => c.courier === courier)?.orders ?? [];
  const total = orders.filter((o) => picked.includes(o._id)).reduce((sum, o) => sum + o.amount, 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      { courier, reference, receivedOn, orderIds: picked, orderNumbers: [] },
      {
        onSuccess: (body) => {
          toast.success(body.message);
          setPicked([]);
          setReference("");
        },
        onError: (error) => toast.error(errorMessage(error, m.failed)),
      },
    );
  };
  return (
    <section aria-labelledby="cod-remittance" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="cod-remittance" className="mb-3 font-semibold text-ink">
        {m.recordHeading}
      </h2>
      {payable.length === 0 ? (
        <p className="text-sm text-slate-500">{m.noOrders}</p>
      ) : (
        <form onSubmit={submit} className="grid gap-3">
          <div>
            <label
              htmlFor="cod-remittance-courier"
              className="mb-1.5 block text-sm font-medium text-slate-700"
            >
              Courier
            </label>
            <select
              id="cod-remittance-courier"
              className={fieldClasses(false)}
              value={courier}
              onChange={(event) => {
                setCourier(event.target.value);
                setPicked([]);
              }}
            >
              {payable.map((c) => (
                <option key={c.courier} value={c.courier}>
                  {c.courier}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-slate-700">Orders paid for</legend>
            <ul className="grid gap-1 sm:grid-cols-2">
              {orders.map((o) => (
                <li key={o._id}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={picked.includes(o._id)}
                      onChange={(event) =>
                        setPicked((now) =>
                          event.target.checked ? [...now, o._id] : now.filter((id) => id !== o._id),
                        )
                      }
                    />
                    #{o.orderNumber} · {formatRupees(o.amount)}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Bank reference (UTR)"
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              required
              maxLength={100}
            />
            <TextField
              label="Received on"
              type="date"
              value={receivedOn}
              onChange={(event) => setReceivedOn(event.target.value)}
              required
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700">
              Amount: <span className="font-semibold text-ink">{formatRupees(total)}</span>
            </p>
            <Button type="submit" loading={record.isPending} disabled={picked.length === 0}>
              Record remittance
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function CodReport({ report, range }: { report: CodReportResponseType; range: CodRange }) {
  const { codShare, confirmation, rto } = report;
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label="COD share of orders"
          value={percent(codShare.countShare)}
          note={`${codShare.codOrders} of ${codShare.allOrders} orders`}
        />
        <Figure
          label="COD share of value"
          value={percent(codShare.valueShare)}
          note={`${formatRupees(codShare.codValue)} of ${formatRupees(codShare.allValue)}`}
        />
        <Figure
          label="Confirmation rate"
          value={percent(confirmation.rate)}
          note={`${confirmation.confirmed} confirmed of ${confirmation.placed - confirmation.awaiting} answered`}
        />
        <Figure
          label="RTO rate"
          value={percent(rto.overall.rate)}
          note={`${rto.overall.rto} refused of ${rto.overall.shipped} shipped`}
        />
      </div>
      <section aria-label="Confirmations" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h2 className="mb-2 font-semibold text-ink">Confirmations</h2>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
          {(
            [
              ["COD orders placed", confirmation.placed],
              ["Confirmed", confirmation.confirmed],
              ["Cancelled by the timer", confirmation.timerCancelled],
              ["Cancelled by the shopper", confirmation.shopperCancelled],
              ["Still awaiting", confirmation.awaiting],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-500">{label}</dt>
              <dd className="text-lg font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ReportTable
        title="Cash to collect from couriers"
        action={<CsvButton section="cash" range={range} />}
        head={["Courier", "Collected, not remitted", "Delivered, cash not recorded"]}
        rows={report.cashToCollect.map((c) => [
          c.courier || "No courier",
          `${formatRupees(c.collected.amount)} (${c.collected.count})`,
          `${formatRupees(c.notRecorded.amount)} (${c.notRecorded.count})`,
        ])}
        empty="No courier holds cash for the store."
      />
      <RemittanceForm
        key={report.cashToCollect.map((c) => c.courier).join()}
        couriers={report.cashToCollect}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <ReportTable
          title="RTO by pincode"
          action={<CsvButton section="pincode" range={range} />}
          head={["Pincode", ...RTO_HEAD]}
          rows={rto.byPincode.map((r) => [r.pincode, ...rtoCells(r)])}
          empty="No COD parcels shipped in these days."
        />
        <ReportTable
          title="RTO by state"
          action={<CsvButton section="state" range={range} />}
          head={["State", ...RTO_HEAD]}
          rows={rto.byState.map((r) => [r.state, ...rtoCells(r)])}
          empty="No COD parcels shipped in these days."
        />
      </div>
      <ReportTable
        title="RTO by shopper"
        action={<CsvButton section="shopper" range={range} />}
        head={["Shopper", ...RTO_HEAD]}
        rows={rto.byShopper.map((r) => [
          <span key="who">
            {r.name}
            {r.phone && <span className="block text-xs text-slate-500">{r.phone}</span>}
          </span>,
          ...rtoCells(r),
        ])}
        empty="No COD parcels shipped in these days."
      />
    </div>
  );
}

/** The COD report: share, confirmations, refused parcels, and the cash couriers hold (docs/decisions/308-cod-reports-and-remittances.md). */
export function CodReportTab() {
  const [range, setRange] = useState<CodRange>({});
  const report = useCodReport(range);
  return (
    <section aria-label={m.heading} className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="From"
          type="date"
          value={range.from ?? report.data?.from ?? ""}
          onChange={(event) => setRange((r) => ({ ...r, from: event.target.value || undefined }))}
        />
        <TextField
          label="To"
          type="date"
          value={range.to ?? report.data?.to ?? ""}
          onChange={(event) => setRange((r) => ({ ...r, to: event.target.value || undefined }))}
        />
        <p className="pb-3 text-sm text-slate-500">India time; the last 30 days unless chosen.</p>
      </div>
      {report.isError ? (
        <LoadError onRetry={() => void report.refetch()} />
      ) : report.data ? (
        <CodReport report={report.data} range={range} />
      ) : (
        <p className="text-sm text-slate-500">Loading…</p>
      )}
      <CodRefusals />
    </section>
  );
}

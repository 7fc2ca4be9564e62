import type { CodReportResponseType } from "@vayu/shared/cod-reports";
import { toCsv } from "../../http/csv";

const percent = (rate: number | null) => (rate === null ? "" : (rate * 100).toFixed(1));
const rtoColumns = ["Shipped COD parcels", "Returned to origin", "RTO rate %"] as const;
const rtoCells = (r: { shipped: number; rto: number; rate: number | null }) => [
  r.shipped,
  r.rto,
  percent(r.rate),
];

/** One table of the COD report as CSV (formula-looking cells are neutralised by toCsv). */
export function codReportCsv(
  report: CodReportResponseType,
  section: "pincode" | "state" | "shopper" | "cash",
): string {
  switch (section) {
    case "pincode":
      return toCsv(
        ["Pincode", ...rtoColumns],
        report.rto.byPincode.map((r) => [r.pincode, ...rtoCells(r)]),
      );
    case "state":
      return toCsv(
        ["State", ...rtoColumns],
        report.rto.byState.map((r) => [r.state, ...rtoCells(r)]),
      );
    case "shopper":
      return toCsv(
        ["Shopper", "Phone", ...rtoColumns],
        report.rto.byShopper.map((r) => [r.name, r.phone, ...rtoCells(r)]),
      );
    case "cash":
      return toCsv(
        [
          "Courier",
          "Collected, not remitted (orders)",
          "Collected, not remitted (Rs)",
          "Delivered, cash not recorded (orders)",
          "Delivered, cash not recorded (Rs)",
        ],
        report.cashToCollect.map((c) => [
          c.courier,
          c.collected.count,
          c.collected.amount.toFixed(2),
          c.notRecorded.count,
          c.notRecorded.amount.toFixed(2),
        ]),
      );
  }
}

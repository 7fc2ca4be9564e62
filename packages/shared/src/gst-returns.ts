import { z } from "zod";

/**
 * GSTR-1 data for a month in the shape of the GST portal's offline tool JSON, and the sales
 * register (docs/decisions/316-gstr1-and-sales-register.md). Amounts are rupees with two
 * decimals, worked out of paise; dates in the sections are the tool's DD-MM-YYYY.
 */

export const gstr1Query = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "Use a month as YYYY-MM." }),
});
export type Gstr1QueryType = z.infer<typeof gstr1Query>;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use a date as YYYY-MM-DD." })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), { error: "Not a real date." });

/** India's calendar days, both included; absent, the last 30 days. */
export const salesRegisterQuery = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "The start date must not be after the end date.",
    path: ["from"],
  });
export type SalesRegisterQueryType = z.infer<typeof salesRegisterQuery>;

/** One rate's amounts of a document (`num` is the tool's: rate × 100 + 1). */
const Item = z.object({
  num: z.number(),
  itm_det: z.object({
    rt: z.number(),
    txval: z.number(),
    iamt: z.number(),
    camt: z.number().optional(),
    samt: z.number().optional(),
    csamt: z.number(),
  }),
});
export type Gstr1ItemType = z.infer<typeof Item>;

const B2bInvoice = z.object({
  inum: z.string(),
  idt: z.string(),
  val: z.number(),
  pos: z.string(),
  rchrg: z.literal("N"),
  inv_typ: z.literal("R"),
  itms: z.array(Item),
});

const B2clInvoice = z.object({ inum: z.string(), idt: z.string(), val: z.number(), itms: z.array(Item) });

const B2csRow = z.object({
  sply_ty: z.enum(["INTRA", "INTER"]),
  pos: z.string(),
  typ: z.literal("OE"),
  rt: z.number(),
  txval: z.number(),
  iamt: z.number().optional(),
  camt: z.number().optional(),
  samt: z.number().optional(),
  csamt: z.number(),
});
export type Gstr1B2csRowType = z.infer<typeof B2csRow>;

const CreditNote = z.object({
  ntty: z.literal("C"),
  nt_num: z.string(),
  nt_dt: z.string(),
  val: z.number(),
  pos: z.string(),
  itms: z.array(Item),
});

const HsnRow = z.object({
  num: z.number(),
  hsn_sc: z.string(),
  desc: z.string(),
  uqc: z.string(),
  qty: z.number(),
  rt: z.number(),
  txval: z.number(),
  iamt: z.number(),
  camt: z.number(),
  samt: z.number(),
  csamt: z.number(),
});
export type Gstr1HsnRowType = z.infer<typeof HsnRow>;

const DocumentRange = z.object({
  num: z.number(),
  from: z.string(),
  to: z.string(),
  totnum: z.number(),
  cancel: z.number(),
  net_issue: z.number(),
});

/** GET /admin/reports/gstr1?month=YYYY-MM: the offline tool's sections the store's sales need. */
export const Gstr1Response = z.object({
  gstin: z.string(),
  /** The return period, MMYYYY. */
  fp: z.string(),
  b2b: z.array(z.object({ ctin: z.string(), inv: z.array(B2bInvoice) })),
  b2cl: z.array(z.object({ pos: z.string(), inv: z.array(B2clInvoice) })),
  b2cs: z.array(B2csRow),
  cdnr: z.array(
    z.object({
      ctin: z.string(),
      nt: z.array(CreditNote.extend({ rchrg: z.literal("N"), inv_typ: z.literal("R") })),
    }),
  ),
  cdnur: z.array(CreditNote.extend({ typ: z.literal("B2CL") })),
  hsn: z.object({ hsn_b2b: z.array(HsnRow), hsn_b2c: z.array(HsnRow) }),
  doc_issue: z.object({
    doc_det: z.array(z.object({ doc_num: z.number(), doc_typ: z.string(), docs: z.array(DocumentRange) })),
  }),
});
export type Gstr1ResponseType = z.infer<typeof Gstr1Response>;

/** What a section comes to: documents (or rows), taxable value and tax, in paise. */
export interface SectionTotals {
  count: number;
  taxablePaise: number;
  taxPaise: number;
}

const paise = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100);
const taxOf = (d: { iamt?: number; camt?: number; samt?: number; csamt: number }) =>
  paise(d.iamt) + paise(d.camt) + paise(d.samt) + paise(d.csamt);
function add(rows: readonly { txval: number; iamt?: number; camt?: number; samt?: number; csamt: number }[], count = rows.length): SectionTotals {
  return {
    count,
    taxablePaise: rows.reduce((sum, r) => sum + paise(r.txval), 0),
    taxPaise: rows.reduce((sum, r) => sum + taxOf(r), 0),
  };
}
const itemsOf = (docs: readonly { itms: readonly Gstr1ItemType[] }[]) => docs.flatMap((d) => d.itms.map((i) => i.itm_det));

/**
 * Each section's totals, as the console shows them and the portal's summary adds them up:
 * credit notes count against the month's supplies, so the net is B2B + B2CL + B2CS less
 * CDNR and CDNUR, and the HSN summary comes to the same.
 */
export function gstr1Totals(report: Gstr1ResponseType) {
  const b2bInvoices = report.b2b.flatMap((b) => b.inv);
  const b2clInvoices = report.b2cl.flatMap((b) => b.inv);
  const cdnrNotes = report.cdnr.flatMap((c) => c.nt);
  const sections = {
    b2b: add(itemsOf(b2bInvoices), b2bInvoices.length),
    b2cl: add(itemsOf(b2clInvoices), b2clInvoices.length),
    b2cs: add(report.b2cs),
    cdnr: add(itemsOf(cdnrNotes), cdnrNotes.length),
    cdnur: add(itemsOf(report.cdnur), report.cdnur.length),
    hsnB2b: add(report.hsn.hsn_b2b),
    hsnB2c: add(report.hsn.hsn_b2c),
  };
  const net = {
    taxablePaise:
      sections.b2b.taxablePaise + sections.b2cl.taxablePaise + sections.b2cs.taxablePaise -
      sections.cdnr.taxablePaise - sections.cdnur.taxablePaise,
    taxPaise:
      sections.b2b.taxPaise + sections.b2cl.taxPaise + sections.b2cs.taxPaise - sections.cdnr.taxPaise -
      sections.cdnur.taxPaise,
  };
  return { sections, net };
}
